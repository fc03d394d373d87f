import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toggle } from './toggle';

function Controlled({ initial }: { initial: boolean }) {
  const [checked, setChecked] = useState(initial);
  return <Toggle label="Quitação antecipada" checked={checked} onChange={setChecked} />;
}

describe('Toggle', () => {
  it('is a switch named by its label that shows its state', () => {
    render(<Controlled initial />);
    const toggle = screen.getByRole('switch', { name: 'Quitação antecipada' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Sim');
  });

  it('flips on click', async () => {
    render(<Controlled initial />);
    const toggle = screen.getByRole('switch', { name: 'Quitação antecipada' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Não');
  });

  it('flips from the keyboard with Space and Enter', async () => {
    render(<Controlled initial={false} />);
    const toggle = screen.getByRole('switch', { name: 'Quitação antecipada' });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
