import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeInput, emptyCode } from './code-input';

function Harness() {
  const [digits, setDigits] = useState(emptyCode());
  return (
    <>
      <CodeInput digits={digits} onChange={setDigits} />
      <output data-testid="value">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('CodeInput', () => {
  it('renders six labelled numeric boxes with one-time-code autofill on the first', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Dígito 3 de 6')).toBeInTheDocument();
  });

  it('moves focus forward on each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(boxes()[2]).toHaveFocus();
  });

  it('replaces every digit when a new code is typed over a filled one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('000000');
    expect(screen.getByTestId('value')).toHaveTextContent('000000');
    // Clicking places the caret after the digit: no selection to type over.
    await user.pointer({ target: boxes()[0]!, offset: 1, keys: '[MouseLeft]' });
    await user.keyboard('813579');
    expect(screen.getByTestId('value')).toHaveTextContent('813579');
    expect(boxes()[5]).toHaveFocus();
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
  });

  it('fills every box from a pasted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('Código: 048 213');
    expect(screen.getByTestId('value')).toHaveTextContent('048213');
    expect(boxes()[5]).toHaveFocus();
  });

  it('fills every box when the phone autofills the whole code into the first', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '907311' } });
    expect(screen.getByTestId('value')).toHaveTextContent('907311');
  });
});
