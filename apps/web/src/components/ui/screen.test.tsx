import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Screen } from './screen';
import { ErrorText } from './error-text';

describe('Screen and ErrorText', () => {
  it('puts the header outside the main landmark', () => {
    render(
      <Screen header={<header>Top</header>}>
        <p>Body</p>
      </Screen>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Body');
    expect(screen.getByRole('main')).not.toHaveTextContent('Top');
  });

  it('ErrorText renders nothing when empty and an alert otherwise', () => {
    const { rerender } = render(<ErrorText>{''}</ErrorText>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorText>Código OTP incorreto.</ErrorText>);
    expect(screen.getByRole('alert')).toHaveTextContent('Código OTP incorreto.');
  });
});
