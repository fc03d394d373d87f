import { Field } from './field';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  label?: string;
  error?: string;
  /** What its form says when sent with it empty (see Field). */
  requiredMessage?: string;
  maxLength?: number;
  /** Also offer the site's passkeys among the suggestions (WebAuthn conditional mediation). */
  passkeys?: boolean;
  /** Someone else's address (an invitation): the browser suggests none of the person's own. */
  someoneElses?: boolean;
}

/** An e-mail address, with the e-mail keyboard and (one's own) the browser's saved addresses. */
export function EmailField({ label = 'E-mail', passkeys, someoneElses, ...field }: EmailFieldProps) {
  return (
    <Field
      {...field}
      label={label}
      name="email"
      type="email"
      inputMode="email"
      autoComplete={someoneElses ? 'off' : passkeys ? 'email webauthn' : 'email'}
    />
  );
}
