import { TextField } from '../../../components/ui/text-field';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The account's e-mail address, with the e-mail keyboard and the browser's saved addresses. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
