import { TextField } from '#web/components/ui/text-field.tsx';

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
