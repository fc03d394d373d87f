import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@game-assist/contracts';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_RESEND_INTERVAL_MS = 60_000;
export const OTP_MAX_PER_HOUR = 5;

/** Six digits from a CSPRNG; leading zeros allowed. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Codes are stored only as an HMAC keyed with a server secret and bound to the identifier. */
export function hashOtp(key: string, identifier: string, code: string): string {
  return createHmac('sha256', key).update(`${identifier}\u0000${code}`).digest('hex');
}

export function otpMatches(key: string, identifier: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(key, identifier, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
