import { randomInt } from 'node:crypto';

/** The Luhn check digit of a string of digits (ISO/IEC 7812). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = Number(payload[payload.length - 1 - i]);
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidLuhn(number: string): boolean {
  return /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

/** The product's issuer prefix: every member number starts so. */
const MEMBER_NUMBER_PREFIX = '7019';

/** A new member number: the prefix, 11 random digits and the Luhn check digit (16 digits). */
export function newMemberNumber(): string {
  const payload = MEMBER_NUMBER_PREFIX + String(randomInt(0, 10 ** 11)).padStart(11, '0');
  return payload + luhnCheckDigit(payload);
}

/** As printed on the card: groups of four. */
export const formatMemberNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
