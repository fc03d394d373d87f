import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

type Rule = 'day' | 'one' | 'ten';
const options = [
  { value: 'day', label: 'per day' },
  { value: 'one', label: '$1 per transaction rounding' },
  { value: 'ten', label: '$10 per transaction rounding' },
] as const;

function Controlled() {
  const [value, setValue] = useState<Rule>('day');
  return <RadioGroup legend="Saving rule" name="rule" value={value} options={options} onChange={setValue} />;
}

describe('RadioGroup', () => {
  it('is a named group of native radios with the current value checked', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Saving rule' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'per day' })).toBeChecked();
  });

  it('changes the choice on click', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByLabelText('$10 per transaction rounding'));
    expect(screen.getByRole('radio', { name: '$10 per transaction rounding' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'per day' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    render(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'per day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '$1 per transaction rounding' })).toBeChecked();
  });
});
