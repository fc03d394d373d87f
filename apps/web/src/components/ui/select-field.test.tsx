import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

function Controlled() {
  const [value, setValue] = useState<'USD' | 'EUR'>('USD');
  return (
    <>
      <SelectField
        label="Currency"
        value={value}
        options={[
          { value: 'USD', label: 'USD' },
          { value: 'EUR', label: 'EUR' },
        ]}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is labelled and reports the picked option', async () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('USD');
    await userEvent.selectOptions(select, 'EUR');
    expect(select).toHaveValue('EUR');
    expect(screen.getByRole('status')).toHaveTextContent('EUR');
  });
});
