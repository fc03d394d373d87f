/**
 * Rules and constants both sides apply, with no zod in sight: the web app imports these
 * without pulling the schema library into its bundle.
 */

/** Every text field a person types is capped at 50 characters (SPEC §5). */
export const TEXT_INPUT_MAX = 50;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE =
  'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas, números e caracteres especiais.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não coincidem.';

/** SPEC §5: at least 8 characters with an upper-case, a lower-case, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
