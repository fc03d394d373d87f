import { TextField } from '#web/components/ui/text-field.tsx';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  /** What its form says when sent with it empty (see TextField). */
  requiredMessage?: string;
}

/** The account's e-mail address, with the e-mail keyboard and the browser's saved addresses. */
export function EmailField({ value, onChange, error, requiredMessage }: EmailFieldProps) {
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
      requiredMessage={requiredMessage}
    />
  );
}
