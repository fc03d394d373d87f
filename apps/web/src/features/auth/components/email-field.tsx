import { Field } from '#web/components/ui/field.tsx';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  /** What its form says when sent with it empty (see Field). */
  requiredMessage?: string;
  /** Also offer the site's passkeys among the suggestions (WebAuthn conditional mediation). */
  passkeys?: boolean;
}

/** The account's e-mail address, with the e-mail keyboard and the browser's saved addresses. */
export function EmailField({ value, onChange, error, requiredMessage, passkeys }: EmailFieldProps) {
  return (
    <Field
      label="E-mail"
      name="email"
      type="email"
      inputMode="email"
      autoComplete={passkeys ? 'email webauthn' : 'email'}
      value={value}
      onChange={onChange}
      error={error}
      requiredMessage={requiredMessage}
    />
  );
}
