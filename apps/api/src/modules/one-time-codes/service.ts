import type { Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { throttleCodes } from './code-throttle.js';
import { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpMatches } from './otp-codes.js';
import * as repo from './repository.js';

export interface OneTimeCodesDeps {
  clock: Clock;
  hmacKey: string;
}

export interface CodeRequest {
  /** What the code is sent to: an e-mail address, or `tel:<account>:<number>`. */
  identifier: string;
  purpose: repo.CodePurpose;
  /** The account the code may act on; null when the identifier has none (such a code never redeems for one). */
  accountId: string | null;
}

export interface Redeemed {
  purpose: repo.CodePurpose;
  accountId: string | null;
}

/** Every one-time code: issued and redeemed under one set of rules (docs/security.md, 'One-time codes'). */
export function createOneTimeCodes({ clock, hmacKey }: OneTimeCodesDeps) {
  return {
    /** Within the resend limits (429 past them), the identifier's one live code (HMAC kept), for the caller to send. */
    async issue(tx: Executor, { identifier, purpose, accountId }: CodeRequest): Promise<string> {
      await throttleCodes(tx, clock, identifier, purpose);
      const now = clock.now();
      const code = generateOtp();
      await repo.retireLiveCodes(tx, identifier, now);
      await repo.insertCode(tx, {
        identifier,
        accountId,
        codeHash: hashOtp(hmacKey, identifier, code),
        purpose,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
      });
      return code;
    },

    /** The resend limits alone (and the identifier's lock), before a request decides what it sends. */
    throttle: (tx: Executor, identifier: string, purpose: repo.CodePurpose) =>
      throttleCodes(tx, clock, identifier, purpose),
    /** A mail without a code (a sign-up's notice to a confirmed address), counted as a code: a row never redeemed. */
    async record(tx: Executor, { identifier, purpose }: Omit<CodeRequest, 'accountId'>): Promise<void> {
      await throttleCodes(tx, clock, identifier, purpose);
      const now = clock.now();
      await repo.insertCode(tx, {
        identifier,
        accountId: null,
        codeHash: hashOtp(hmacKey, identifier, generateOtp()),
        purpose,
        expiresAt: now,
        consumedAt: now,
        createdAt: now,
      });
    },

    /**
     * The latest live code of `purposes`, unexpired (else no try spent); a try spent before comparing, so
     * parallel guesses cannot pass the limit; consumed atomically. Undefined for every failure alike.
     */
    async redeem(
      tx: Executor,
      { identifier, code, purposes }: { identifier: string; code: string; purposes: readonly repo.CodePurpose[] },
    ): Promise<Redeemed | undefined> {
      const now = clock.now();
      const live = await repo.latestLiveCode(tx, identifier);
      if (!live || live.expiresAt.getTime() <= now.getTime() || !purposes.includes(live.purpose)) return undefined;
      const counted = await repo.spendAttempt(tx, live.id, OTP_MAX_ATTEMPTS);
      if (!counted || !otpMatches(hmacKey, identifier, code, counted.codeHash)) return undefined;
      if (!(await repo.consumeCode(tx, counted.id, now))) return undefined;
      return { purpose: counted.purpose, accountId: counted.accountId };
    },

    /** The account's deletion: its codes and every code sent to its address. */
    eraseFor: (tx: Executor, accountId: string, identifier: string) => repo.deleteCodesOf(tx, accountId, identifier),
    /** Retention: codes expired before `before`; how many went. */
    deleteExpiredBefore: (db: Executor, before: Date) => repo.deleteExpiredBefore(db, before),
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
