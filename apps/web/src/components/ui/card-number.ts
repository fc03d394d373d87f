// docs/product.md, 'Numbers, dates and money'.

export const MASK_CHAR = '•';

export function cardNumberLength(brand: string): number {
  switch (brand.toLowerCase()) {
    case 'amex':
      return 15;
    case 'dinersclub':
      return 14;
    case 'visa':
    case 'mastercard':
    case 'hipercard':
      return 19;
    default:
      return 16;
  }
}

function groupSizes(brand: string, length: number): number[] {
  const name = brand.toLowerCase();
  if (name === 'amex') return [4, 6, 5];
  if (name === 'dinersclub') return [4, 6, 4];
  const sizes: number[] = [];
  for (let left = length; left > 0; left -= 4) sizes.push(Math.min(4, left));
  return sizes;
}

function group(chars: string, brand: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groupSizes(brand, chars.length)) {
    if (at >= chars.length) break;
    parts.push(chars.slice(at, at + size));
    at += size;
  }
  if (at < chars.length) parts.push(chars.slice(at));
  return parts.join(' ');
}

export function digitsOf(number: string): string {
  return number.replace(/\D/g, '');
}

/** While it is typed: the digits so far, the rest of the brand's length masked. */
export function previewCardNumber(number: string, brand: string): string {
  const length = cardNumberLength(brand);
  const digits = digitsOf(number).slice(0, length);
  return group(digits.padEnd(length, MASK_CHAR), brand);
}

/** A real card number with every digit but the last four hidden, grouped: "•••• •••• •••• 1258". */
export function maskCardNumber(number: string, brand = ''): string {
  const digits = digitsOf(number);
  const visible = digits.slice(-4);
  return group(MASK_CHAR.repeat(Math.max(0, digits.length - visible.length)) + visible, brand);
}

export function lastFour(number: string): string {
  return digitsOf(number).slice(-4);
}
