/** "4 863.27 USD" (docs/product.md, 'Numbers, dates and money'). */
export function formatMoney(amount: number, currency: string, fractionDigits = 2): string {
  const fixed = Math.abs(amount).toFixed(fractionDigits);
  const [whole = '0', cents] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${cents ? `.${cents}` : ''} ${currency}`;
}

export function formatSignedMoney(amount: number, direction: 'in' | 'out', currency: string): string {
  return `${direction === 'in' ? '+' : '-'}${formatMoney(Math.abs(amount), currency)}`;
}

/** Digits, one separator (point or comma) and two decimals at most: the field never holds something unreadable. */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').replace(/[.,]/g, '').slice(0, 2)}`;
}

export function parseAmount(text: string): number | null {
  const normalised = sanitizeAmountInput(text);
  if (!/\d/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
