import { isStrongPassword, PASSWORD_RULE_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '@game-assist/contracts/rules';
import { PasswordField } from './password-field';

/** The password rule, shown before anyone types (the spec's message says the same once it is broken). */
export const PASSWORD_RULE_HINT =
  'Pelo menos 8 caracteres, com letras maiúsculas e minúsculas, números e um caractere especial (como ! ou #).';

/** What is wrong with each of a new password typed twice: the rule under the password, a mismatch under the confirmation. */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  return {
    ...(isStrongPassword(password) ? {} : { password: PASSWORD_RULE_MESSAGE }),
    ...(password !== confirmation ? { confirmation: PASSWORDS_DIFFER_MESSAGE } : {}),
  };
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  /** Each under its own field. */
  errors: { password?: string | undefined; confirmation?: string | undefined };
}

/** A new password, with its rule shown first, and its confirmation, each with its own show/hide toggle. */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        hint={PASSWORD_RULE_HINT}
        error={errors.password}
      />
      <PasswordField
        label={labels.confirmation}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        error={errors.confirmation}
      />
    </>
  );
}
