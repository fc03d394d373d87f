import type { Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { OTP_MAX_PER_HOUR, OTP_RESEND_INTERVAL_MS } from './otp-codes.js';
import * as repo from './repository.js';

export const TOO_MANY_CODES = 'Muitas solicitações de código. Aguarde antes de pedir outro.';

/** HttpError's Retry-After header, at least one second. */
export const retryAfter = (ms: number) => ({ headers: { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) } });

/** The resend throttle for e-mail and SMS codes (docs/security.md, 'Code requests per e-mail'); locks the identifier. */
export async function throttleCodes(tx: Executor, clock: Clock, identifier: string, purpose: repo.CodePurpose) {
  const now = clock.now();
  await repo.lockIdentifier(tx, identifier);
  const stats = await repo.recentCodeStats(tx, identifier, new Date(now.getTime() - 60 * 60_000), purpose);
  if (stats.latest && now.getTime() - stats.latest.getTime() < OTP_RESEND_INTERVAL_MS) {
    const wait = OTP_RESEND_INTERVAL_MS - (now.getTime() - stats.latest.getTime());
    // Said of the minute alone, for every address alike: it tells nothing Retry-After does not (docs/security.md).
    throw new HttpError(429, TOO_MANY_CODES, { ...retryAfter(wait), reason: 'code-already-sent' });
  }
  if (stats.total >= OTP_MAX_PER_HOUR && stats.oldest) {
    throw new HttpError(429, TOO_MANY_CODES, retryAfter(stats.oldest.getTime() + 60 * 60_000 - now.getTime()));
  }
}
