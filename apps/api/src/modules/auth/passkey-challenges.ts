import type { Redis } from 'ioredis';
import type { PasskeyPurpose } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import * as repo from './repository.js';

/** How long a passkey ceremony may take, from its options to its answer. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** `check`: a signed-in person proves again they hold one of the account's passkeys (a staff step-up). */
export type Ceremony =
  | { kind: 'registration'; accountId: string; purpose: PasskeyPurpose }
  | { kind: 'check'; accountId: string }
  | { kind: 'login' };

/** The database's `ceremony` column: a staff registration is its own word, so its purpose is kept with it. */
const STAFF_REGISTRATION = 'staff-registration';

/** Challenges handed out and not yet answered; `take` gives each one once, and none past its five minutes. */
export interface PasskeyChallenges {
  put(challenge: string, ceremony: Ceremony): Promise<void>;
  take(challenge: string): Promise<Ceremony | undefined>;
}

interface Stored {
  ceremony: Ceremony;
  expiresAt: number;
}

const UNAVAILABLE = 'Chaves de acesso indisponíveis no momento. Tente novamente em instantes.';

/** A registration stored before purposes were (a deploy's in-flight ceremonies) is a subscriber's. */
const withPurpose = (ceremony: Ceremony): Ceremony =>
  ceremony.kind === 'registration' && ceremony.purpose !== 'staff' ? { ...ceremony, purpose: 'subscriber' } : ceremony;

/**
 * In Redis, GETDEL making each single-use; while Redis fails, `fallback` (the database) holds new ones and `take`
 * reads both. A Redis-held challenge answered while Redis is away gets 503 (docs/security.md, 'Passkeys').
 */
export function redisPasskeyChallenges(
  redis: Redis,
  keyPrefix: string,
  clock: Clock,
  fallback: PasskeyChallenges,
): PasskeyChallenges {
  const key = (challenge: string) => `${keyPrefix}passkey-challenge:${challenge}`;
  return {
    async put(challenge, ceremony) {
      const stored: Stored = { ceremony, expiresAt: clock.now().getTime() + PASSKEY_CHALLENGE_LIFETIME_MS };
      const kept = await redis.set(key(challenge), JSON.stringify(stored), 'PX', PASSKEY_CHALLENGE_LIFETIME_MS).then(
        () => true,
        () => false,
      );
      if (!kept) await fallback.put(challenge, ceremony);
    },
    async take(challenge) {
      // Both stores, each single-use: a put whose Redis write timed out went to the database, and may
      // have reached Redis all the same.
      const [value, kept] = await Promise.all([
        redis.getdel(key(challenge)).catch(() => undefined),
        fallback.take(challenge),
      ]);
      if (value === undefined) {
        if (kept) return kept;
        throw new HttpError(503, UNAVAILABLE, { headers: { 'Retry-After': '5' } });
      }
      if (value === null) return kept;
      const stored = JSON.parse(value) as Stored;
      // The injected clock decides, as in the database's store; Redis's own expiry only tidies up.
      return stored.expiresAt > clock.now().getTime() ? withPurpose(stored.ceremony) : undefined;
    },
  };
}

/** In the database, for deployments without Redis: every process shares it all the same. */
export function databasePasskeyChallenges(db: Database, clock: Clock): PasskeyChallenges {
  return {
    async put(challenge, ceremony) {
      const now = clock.now();
      await repo.insertPasskeyChallenge(
        db,
        {
          challenge,
          ceremony:
            ceremony.kind === 'registration' && ceremony.purpose === 'staff' ? STAFF_REGISTRATION : ceremony.kind,
          accountId: ceremony.kind === 'login' ? null : ceremony.accountId,
          expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_MS),
        },
        now,
      );
    },
    async take(challenge) {
      const row = await repo.takePasskeyChallenge(db, challenge);
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return undefined;
      if (row.ceremony === 'login') return { kind: 'login' };
      if (!row.accountId) return undefined;
      if (row.ceremony === 'check') return { kind: 'check', accountId: row.accountId };
      const purpose = row.ceremony === STAFF_REGISTRATION ? 'staff' : 'subscriber';
      return { kind: 'registration', accountId: row.accountId, purpose };
    },
  };
}
