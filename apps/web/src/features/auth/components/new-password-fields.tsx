import { isStrongPassword, PASSWORD_RULE_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '@game-assist/contracts/rules';
import { PasswordField } from './password-field';

/** What is wrong with a new password typed twice ('' when nothing): a mismatch first, then the rule. */
export function newPasswordProblem(password: string, confirmation: string): string {
  if (password !== confirmation) return PASSWORDS_DIFFER_MESSAGE;
  return isStrongPassword(password) ? '' : PASSWORD_RULE_MESSAGE;
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  /** Shown under the confirmation, where the person looks after typing both. */
  error: string;
}

/** A new password and its confirmation, each with its own show/hide toggle. */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  error,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
      />
      <PasswordField
        label={labels.confirmation}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        error={error}
      />
    </>
  );
}
