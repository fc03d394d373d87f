/**
 * Money as the banking screens print it (docs/product.md, 'Numbers, dates and money'): thousands split by a space, a point
 * before the cents, the currency code after the amount: "4 863.27 USD", "0.20 USD".
 */
export function formatMoney(amount: number, currency: string, fractionDigits = 2): string {
  const fixed = Math.abs(amount).toFixed(fractionDigits);
  const [whole = '0', cents] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${cents ? `.${cents}` : ''} ${currency}`;
}

/** An amount that came in (+) or went out (-): "+120.00 USD", "-45.90 USD". */
export function formatSignedMoney(amount: number, direction: 'in' | 'out', currency: string): string {
  return `${direction === 'in' ? '+' : '-'}${formatMoney(Math.abs(amount), currency)}`;
}

/**
 * Keeps what a person types into an amount field to digits and one decimal separator
 * (point or comma) with at most two decimals, so the field never holds something unreadable.
 */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').replace(/[.,]/g, '').slice(0, 2)}`;
}

/** The number in an amount field, or null when there is none yet. */
export function parseAmount(text: string): number | null {
  const normalised = sanitizeAmountInput(text);
  if (!/\d/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
