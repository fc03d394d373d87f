import { randomUUID } from 'node:crypto';
import type { AuthSession } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById, type AccountRow } from '#api/modules/accounts/index.js';
import { issueDeviceSecret } from '#api/modules/membership/index.js';
import type { AuthDeps } from './deps.js';
import { MESSAGES } from './messages.js';
import {
  generateRefreshToken,
  hashRefreshToken,
  REFRESH_FAMILY_LIFETIME_MS,
  REFRESH_REUSE_GRACE_MS,
} from './refresh-tokens.js';
import { deviceLabel } from './device-label.js';
import * as repo from './repository.js';

/** The account as a session names it (the web app keeps it as its `user`). */
const sessionUser = (account: AccountRow): AuthSession['user'] => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  nome: `${account.firstName} ${account.lastName}`.trim(),
});

/** Where a session's token comes from: a sign-in on a device (its User-Agent), or a refresh within a family. */
type Origin = { userAgent: string | undefined } | { family: { id: string; expiresAt: Date; device: string | null } };

/** Access tokens and the refresh-token families behind them. */
export function createSessions({
  db,
  clock,
  accessTokens,
  sessionsEnded,
}: Pick<AuthDeps, 'db' | 'clock' | 'accessTokens' | 'sessionsEnded'>) {
  /** A sign-in starts a family named after its device, with its card token's secret; a refresh rotates within it. */
  async function begin(tx: Executor, account: AccountRow, origin: Origin) {
    const now = clock.now();
    const refreshToken = generateRefreshToken();
    const family = 'family' in origin ? origin.family : undefined;
    const familyId = family?.id ?? randomUUID();
    const familyExpiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_FAMILY_LIFETIME_MS);
    await repo.insertRefreshToken(tx, {
      familyId,
      accountId: account.id,
      tokenHash: hashRefreshToken(refreshToken),
      familyExpiresAt,
      device: 'family' in origin ? origin.family.device : deviceLabel(origin.userAgent),
      createdAt: now,
    });
    const cardTokenSecret = family
      ? undefined
      : await issueDeviceSecret(tx, { accountId: account.id, familyId, expiresAt: familyExpiresAt });
    const session = {
      access_token: await accessTokens.sign(account.id, { sessionId: familyId }),
      refresh_token: refreshToken,
      user: sessionUser(account),
      ...(cardTokenSecret ? { cardTokenSecret } : {}),
    } satisfies AuthSession;
    return { session, familyId };
  }
  const start = async (tx: Executor, account: AccountRow, origin: Origin) => (await begin(tx, account, origin)).session;

  return {
    start,
    /** As start, with the new family's id (a passkey sign-in tells the staff module which session it began). */
    begin,

    /** A pending sign-up's: an access token no data endpoint accepts, a refresh token never stored. */
    async pending(account: AccountRow): Promise<AuthSession> {
      return {
        access_token: await accessTokens.sign(account.id, { pending: true }),
        refresh_token: generateRefreshToken(),
        user: sessionUser(account),
      };
    },

    /** Rotates the refresh token; one presented again after its grace window revokes its whole family. */
    async refresh(refreshToken: string): Promise<AuthSession> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!row || row.revokedAt || row.familyExpiresAt.getTime() <= now.getTime()) return null;
        const firstUse = await repo.markRefreshTokenUsed(tx, row.id, now);
        if (!firstUse) {
          const usedAt = row.usedAt ?? now;
          if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
            await repo.revokeFamily(tx, row.familyId, now);
            return { reusedBy: row.accountId };
          }
        }
        const account = await findAccountById(tx, row.accountId);
        return account
          ? start(tx, account, { family: { id: row.familyId, expiresAt: row.familyExpiresAt, device: row.device } })
          : null;
      });
      if (outcome && 'reusedBy' in outcome) sessionsEnded(outcome.reusedBy);
      if (!outcome || 'reusedBy' in outcome) throw new HttpError(401, MESSAGES.invalidSession);
      return outcome;
    },

    /** Revokes the token's whole family. Idempotent: unknown tokens are fine. */
    async logout(refreshToken: string): Promise<void> {
      const accountId = await db.transaction(async (tx) => {
        const row = await repo.findRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!row) return undefined;
        await repo.revokeFamily(tx, row.familyId, clock.now());
        return row.accountId;
      });
      if (accountId) sessionsEnded(accountId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
