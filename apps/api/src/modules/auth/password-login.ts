import { webPaths, type AuthSession, type LoginBody } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountByEmail } from '#api/modules/accounts/index.js';
import { passwordLockedMessage } from '#api/modules/mail/index.js';
import { retryAfter } from '#api/modules/one-time-codes/index.js';
import type { AuthDeps } from './deps.js';
import { MESSAGES } from './messages.js';
import * as repo from './repository.js';
import type { Sessions } from './sessions.js';

/** Consecutive wrong passwords before the password is locked (NIST SP 800-63B allows up to 100). */
export const PASSWORD_FAILURES_BEFORE_LOCK = 10;
export const FIRST_LOCK_MS = 60_000;
export const LONGEST_LOCK_MS = 60 * 60_000;

/** The n-th lock in a row (1-based) lasts twice the one before, up to an hour. */
export const lockDuration = (locks: number) => Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, locks - 1));

export function passwordLogin({ db, clock, outbox, publicUrl, passwords }: AuthDeps, sessions: Sessions) {
  return {
    /**
     * Unknown addresses are hashed, counted and locked alike (docs/security.md, 'Password guessing per account').
     * The hash (about 50 ms of CPU) is checked before the transaction, which on PGlite holds the one connection.
     */
    async login({ email, password }: LoginBody, userAgent: string | undefined): Promise<AuthSession> {
      const now = clock.now();
      const seen = await repo.readPasswordFailures(db, email);
      if (seen?.lockedUntil && seen.lockedUntil.getTime() > now.getTime()) {
        throw new HttpError(429, MESSAGES.passwordLocked, retryAfter(seen.lockedUntil.getTime() - now.getTime()));
      }
      const checked = await findAccountByEmail(db, email);
      const checkedHash = checked?.confirmedAt ? checked.passwordHash : null;
      const valid = await passwords.verify(password, checkedHash ?? (await passwords.dummyHash()));
      const outcome = await db.transaction(async (tx) => {
        const failures = await repo.lockPasswordFailures(tx, email, now);
        // Locked while this one was hashing: refused like any other try during the lock.
        if (failures.lockedUntil && failures.lockedUntil.getTime() > now.getTime()) {
          return { kind: 'locked', waitMs: failures.lockedUntil.getTime() - now.getTime() } as const;
        }
        const account = await findAccountByEmail(tx, email);
        const usable = account?.confirmedAt ? account.passwordHash : null;
        // A password changed meanwhile (a reset) was not the one checked: the try counts as wrong.
        if (account && usable && valid && usable === checkedHash) {
          await repo.clearPasswordFailures(tx, email);
          return { kind: 'signed-in', session: await sessions.start(tx, account, { userAgent }) } as const;
        }
        const count = failures.failures + 1;
        if (count < PASSWORD_FAILURES_BEFORE_LOCK) {
          await repo.savePasswordFailures(tx, email, {
            failures: count,
            locks: failures.locks,
            lockedUntil: null,
            updatedAt: now,
          });
          return { kind: 'wrong' } as const;
        }
        const locks = failures.locks + 1;
        const lockedUntil = new Date(now.getTime() + lockDuration(locks));
        await repo.savePasswordFailures(tx, email, { failures: count, locks, lockedUntil, updatedAt: now });
        if (account?.confirmedAt) {
          const minutes = Math.round(lockDuration(locks) / 60_000);
          const link = `${publicUrl}${webPaths.signIn}`;
          await outbox.enqueue(tx, passwordLockedMessage(email, account.firstName, minutes, link));
        }
        return { kind: 'wrong' } as const;
      });
      if (outcome.kind === 'signed-in') return outcome.session;
      if (outcome.kind === 'locked') throw new HttpError(429, MESSAGES.passwordLocked, retryAfter(outcome.waitMs));
      throw new HttpError(401, MESSAGES.badCredentials);
    },

    /** Forgets counts nobody is adding to any more (no lock running, untouched for a day). */
    purgeStaleFailures: () => repo.deleteStalePasswordFailures(db, new Date(clock.now().getTime() - 24 * 60 * 60_000)),
  };
}
