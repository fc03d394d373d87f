import { Secret, TOTP } from 'otpauth';
import { CARD_TOKEN_DIGITS, CARD_TOKEN_PERIOD_SECONDS, CARD_TOKEN_WINDOW_STEPS } from './rules/membership.js';

const totp = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: CARD_TOKEN_DIGITS,
    period: CARD_TOKEN_PERIOD_SECONDS,
  });

export const cardTokenStep = (now: Date) => Math.floor(now.getTime() / 1000 / CARD_TOKEN_PERIOD_SECONDS);

/** The 'Token de atendimento' this device shows at `now` (RFC 6238, SHA-1, 6 digits, 30 s). */
export const cardTokenAt = (secret: string, now: Date) => totp(secret).generate({ timestamp: now.getTime() });

export const cardTokenSecondsLeft = (now: Date) =>
  CARD_TOKEN_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % CARD_TOKEN_PERIOD_SECONDS);

/** The step a token was made in, if it is this secret's within one step of `now` (clock drift); else null. */
export function matchCardToken(secret: string, token: string, now: Date): number | null {
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: CARD_TOKEN_WINDOW_STEPS });
  return delta === null ? null : cardTokenStep(now) + delta;
}

// 160 bits, RFC 4226's recommended length.
export const newCardTokenSecret = () => new Secret({ size: 20 }).base32;
