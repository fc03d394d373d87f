import { Field } from '#web/components/ui/field.tsx';

/** The six digits e-mailed to confirm a step (the download after 10 minutes, the deletion). */
export function CodeField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
}) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, ''))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...(hint ? { hint } : {})}
    />
  );
}
