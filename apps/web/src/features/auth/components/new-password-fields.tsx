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

interface PasswordBinding {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A new password, with its rule shown first, and its confirmation, each with its own show/hide toggle. */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
}: {
  labels: { password: string; confirmation: string };
  password: PasswordBinding;
  confirmation: PasswordBinding;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        {...password}
        name="password"
      />
      <PasswordField label={labels.confirmation} autoComplete="new-password" {...confirmation} name="confirmPassword" />
    </>
  );
}
