import { Field } from './field';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  name?: string;
  hint?: string;
  error?: string | undefined;
  /** 6 digits; more where the code is shown spaced ('123 456'), the spaces dropped as typed. */
  maxLength?: number;
}

/** A one-time code (e-mailed, or on the member's phone): digits only, the browser offering the one it received. */
export function CodeField({ onChange, maxLength = 6, ...field }: CodeFieldProps) {
  return (
    <Field
      {...field}
      onChange={(typed) => onChange(typed.replace(/\D/g, ''))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
    />
  );
}
