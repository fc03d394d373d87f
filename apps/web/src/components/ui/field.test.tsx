import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './field';

function Controlled(props: Partial<FieldProps>) {
  const [value, setValue] = useState('');
  return <Field label="Company name" value={value} onChange={setValue} {...props} />;
}

describe('Field', () => {
  it('is labelled and takes typed text', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Company name');
    await userEvent.type(input, 'Acme');
    expect(input).toHaveValue('Acme');
  });

  it('caps input at 50 characters by default', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Company name');
    expect(input).toHaveAttribute('maxLength', '50');
    await userEvent.type(input, 'x'.repeat(60));
    expect(input).toHaveValue('x'.repeat(50));
  });

  it('announces an error, marks the input invalid and links the message', () => {
    render(<Controlled error="Preencha o campo de e-mail!" hint="Your work address" />);
    const input = screen.getByLabelText('Company name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Preencha o campo de e-mail!');
    expect(input).toHaveAccessibleDescription('Your work address Preencha o campo de e-mail!');
  });

  it('types through a mask: digits only, shown as a form prints them', async () => {
    render(<Controlled label="CPF" mask="cpf" />);
    const input = screen.getByLabelText('CPF');
    await userEvent.type(input, 'a52998224725999');
    expect(input).toHaveValue('529.982.247-25');
    expect(input).toHaveAttribute('inputMode', 'numeric');
  });

  it('is valid and silent without an error', () => {
    render(<Controlled />);
    expect(screen.getByLabelText('Company name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
