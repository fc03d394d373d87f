import { saoPauloDate } from '#api/lib/sao-paulo-date.js';

/** The brand on both wallets' passes: the app icon's navy and coral. */
export const BRAND = {
  name: 'Game Assist',
  background: 'rgb(11, 29, 81)',
  foreground: 'rgb(255, 255, 255)',
  label: 'rgb(255, 111, 89)',
  hex: '#0b1d51',
} as const;

export const STATUS_LABELS: Record<string, string> = {
  ativa: 'Assinatura ativa.',
  'em-atraso': 'Renovação em atraso: a carteirinha vale até o fim da carência.',
};

/** The last day in force, as the card says it ('25/12/2026'): the cover ends at the start of the next São Paulo day. */
export function coverEndLabel(coverEndsAt: string): string {
  const [year, month, day] = saoPauloDate(new Date(new Date(coverEndsAt).getTime() - 1)).split('-');
  return `${day}/${month}/${year}`;
}
