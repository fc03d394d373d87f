import { CURRENCIES, TERMS_MONTHS, type Currency, type TermMonths } from '#web/sample-data/index.ts';

/** Six terms for selects: values are strings, the screens turn them back into months. */
export type TermValue = `${TermMonths}`;

export const TERM_OPTIONS: readonly { value: TermValue; label: string }[] = TERMS_MONTHS.map((months) => ({
  value: `${months}` as TermValue,
  label: `${months} months`,
}));

export function termMonths(value: TermValue): TermMonths {
  return Number(value) as TermMonths;
}

export const CURRENCY_OPTIONS: readonly { value: Currency; label: string }[] = CURRENCIES.map((currency) => ({
  value: currency,
  label: currency,
}));
