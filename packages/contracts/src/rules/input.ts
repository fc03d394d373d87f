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

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** C0 controls and DEL: every field of the API is one line, and PostgreSQL refuses U+0000 outright. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** C1 controls and bidi overrides: invisible, they make a name read otherwise than it was typed. */
export function hasInvisibleControl(text: string): boolean {
  return /[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/.test(text);
}

export const BIRTH_DATE_MIN_YEAR = 1900;
export const DATE_FORMAT_MESSAGE = 'Data inválida: use uma data real no formato AAAA-MM-DD.';
export const BIRTH_DATE_TOO_EARLY_MESSAGE = `A data de nascimento deve ser a partir de ${BIRTH_DATE_MIN_YEAR}.`;
export const BIRTH_DATE_IN_FUTURE_MESSAGE = 'A data de nascimento não pode estar no futuro.';

/** Today in the time zone furthest ahead (UTC+14): a later date is in the future for everyone. */
export function latestDateToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60_000).toISOString().slice(0, 10);
}

export function birthDateProblem(isoDate: string, now: Date = new Date()): string | null {
  if (Number(isoDate.slice(0, 4)) < BIRTH_DATE_MIN_YEAR) return BIRTH_DATE_TOO_EARLY_MESSAGE;
  if (isoDate > latestDateToday(now)) return BIRTH_DATE_IN_FUTURE_MESSAGE;
  return null;
}
