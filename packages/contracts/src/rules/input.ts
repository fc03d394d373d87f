/** Every text field a person types is capped at 50 characters (docs/product.md, 'Input rules and messages'). */
export const TEXT_INPUT_MAX = 50;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE =
  'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas, números e caracteres especiais.';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não coincidem.';
export const CONTROL_CHARACTER_MESSAGE =
  'Caracteres de controle (como NUL, tabulação ou quebra de linha) não são permitidos.';
export const INVISIBLE_CHARACTER_MESSAGE =
  'Caracteres invisíveis de controle ou de direção do texto (como U+202E) não são permitidos.';

/** At least 8 characters with an upper-case, a lower-case, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/**
 * True when the text holds a C0 control character (U+0000–U+001F) or DEL (U+007F). Every text
 * field of the API is one line (names, e-mails, phone, address, passwords, tokens), so none of
 * them may hold one; PostgreSQL also refuses U+0000 in text outright.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * True when the text holds a C1 control (U+0080–U+009F) or a bidi embedding, override or isolate
 * (U+202A–U+202E, U+2066–U+2069): invisible, they make a name, note or address read otherwise on a
 * screen, a member card or an e-mail than it was typed.
 */
export function hasInvisibleControl(text: string): boolean {
  return /[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/.test(text);
}

/** Birth dates before this year are refused as typing mistakes (and year 0000 is no date at all). */
export const BIRTH_DATE_MIN_YEAR = 1900;
export const DATE_FORMAT_MESSAGE = 'Data inválida: use uma data real no formato AAAA-MM-DD.';
export const BIRTH_DATE_TOO_EARLY_MESSAGE = `A data de nascimento deve ser a partir de ${BIRTH_DATE_MIN_YEAR}.`;
export const BIRTH_DATE_IN_FUTURE_MESSAGE = 'A data de nascimento não pode estar no futuro.';

/**
 * Today's date in the time zone furthest ahead (UTC+14), as YYYY-MM-DD: a date after it is in the
 * future for everyone, whatever the time zone of the person who typed it.
 */
export function latestDateToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * Why a real calendar date (YYYY-MM-DD) cannot be a birth date, or null when it can: the one
 * rule the API's contract and the edit form both apply.
 */
export function birthDateProblem(isoDate: string, now: Date = new Date()): string | null {
  if (Number(isoDate.slice(0, 4)) < BIRTH_DATE_MIN_YEAR) return BIRTH_DATE_TOO_EARLY_MESSAGE;
  if (isoDate > latestDateToday(now)) return BIRTH_DATE_IN_FUTURE_MESSAGE;
  return null;
}
