import type { LookupKey } from '@game-assist/contracts';

/** One exact key the typed text could be, and the value to look for. */
export type ExactKey =
  | { key: 'cpf'; cpf: string }
  | { key: 'carteirinha'; memberNumber: string }
  | { key: 'telefone'; digits: string[] }
  | { key: 'atendimento'; protocol: string }
  | { key: 'cancelamento'; protocol: string }
  | { key: 'pix'; txid: string[] };

const MASK = /[\s.\-/()+]/g;

/**
 * What the typed text may be, by its shape: a request's or a cancellation's protocol, a txid, or digits
 * (masked or not) that make a CPF, a member number or a phone. Several may apply; each is an indexed lookup.
 */
export function exactKeys(text: string): ExactKey[] {
  const typed = text.trim();
  const keys: ExactKey[] = [];
  if (/^\d{4}-\d{6}$/.test(typed)) keys.push({ key: 'atendimento', protocol: typed });
  if (/^can-\d{4}-\d{6}$/i.test(typed)) keys.push({ key: 'cancelamento', protocol: typed.toUpperCase() });
  if (/^[A-Za-z0-9]{25,35}$/.test(typed) && /[A-Za-z]/.test(typed)) {
    keys.push({ key: 'pix', txid: [...new Set([typed, typed.toUpperCase()])] });
  }
  const digits = typed.replace(MASK, '');
  if (!/^\d+$/.test(digits)) return keys;
  if (digits.length === 11) keys.push({ key: 'cpf', cpf: digits });
  if (digits.length === 16) keys.push({ key: 'carteirinha', memberNumber: digits });
  if (digits.length >= 8 && digits.length <= 13) {
    const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
    keys.push({ key: 'telefone', digits: [...new Set([digits, national, `55${national}`])] });
  }
  return keys;
}

/** A whole address, found by the e-mail's unique index before the trigram search (which reads every account's '@exemplo'). */
export function wholeEmail(text: string): string | undefined {
  const typed = text.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) ? typed : undefined;
}

/** The words a search by name or e-mail matches, each a part of it (accents and case are the database's to fold). */
export const searchWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).slice(0, 6);

export const TEXT_KEY: LookupKey = 'nome-ou-email';
