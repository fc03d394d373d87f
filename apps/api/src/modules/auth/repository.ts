import { and, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { passkeyChallenges, passkeys, passwordFailures, refreshTokens } from '#api/db/schema/auth.js';
import { forgetDeviceSecrets } from '#api/modules/membership/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;

export async function insertRefreshToken(
  tx: Executor,
  values: {
    familyId: string;
    accountId: string;
    tokenHash: string;
    familyExpiresAt: Date;
    device: string | null;
    createdAt: Date;
  },
) {
  await tx.insert(refreshTokens).values(values);
}

export const findRefreshToken = async (tx: Executor, tokenHash: string) =>
  (await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1))[0];

export async function markRefreshTokenUsed(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Ends one sign-in (`familyId`) or all of an account's: their refresh tokens and devices' card token secrets. */
async function revokeSessions(tx: Executor, which: { familyId: string } | { accountId: string }, now: Date) {
  await forgetDeviceSecrets(tx, which);
  const owner =
    'familyId' in which ? eq(refreshTokens.familyId, which.familyId) : eq(refreshTokens.accountId, which.accountId);
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(owner, isNull(refreshTokens.revokedAt)));
}

export const revokeFamily = (tx: Executor, familyId: string, now: Date) => revokeSessions(tx, { familyId }, now);

export const revokeAllSessions = (tx: Executor, accountId: string, now: Date) => revokeSessions(tx, { accountId }, now);

/** The address's failure count as it stands, without a lock (undefined: none counted). */
export const readPasswordFailures = async (db: Executor, email: string) =>
  (await db.select().from(passwordFailures).where(eq(passwordFailures.email, email)).limit(1))[0];

/** The address's failure count, created if absent and locked for the rest of the transaction. */
export async function lockPasswordFailures(tx: Executor, email: string, now: Date) {
  await tx.insert(passwordFailures).values({ email, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(passwordFailures).where(eq(passwordFailures.email, email)).for('update');
  if (!row) throw new Error('password_failures row vanished inside its transaction');
  return row;
}

export async function savePasswordFailures(
  tx: Executor,
  email: string,
  values: { failures: number; locks: number; lockedUntil: Date | null; updatedAt: Date },
): Promise<void> {
  await tx.update(passwordFailures).set(values).where(eq(passwordFailures.email, email));
}

export async function clearPasswordFailures(tx: Executor, email: string): Promise<void> {
  await tx.delete(passwordFailures).where(eq(passwordFailures.email, email));
}

/** Counts nobody is adding to any more (no lock running, untouched for a day). */
export async function deleteStalePasswordFailures(db: Executor, before: Date): Promise<void> {
  await db
    .delete(passwordFailures)
    .where(
      and(
        lt(passwordFailures.updatedAt, before),
        sql`(${passwordFailures.lockedUntil} is null or ${passwordFailures.lockedUntil} < ${before})`,
      ),
    );
}

export const listPasskeys = (tx: Executor, accountId: string) =>
  tx.select().from(passkeys).where(eq(passkeys.accountId, accountId)).orderBy(passkeys.createdAt, passkeys.id);

/** The credential's row, locked until the transaction ends: two sign-ins with one assertion cannot both pass the counter. */
export const lockPasskeyByCredentialId = async (tx: Executor, credentialId: string) =>
  (await tx.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).for('update'))[0];

/** The new row, or undefined when the credential id is already someone's. */
export async function insertPasskey(
  tx: Executor,
  values: Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>,
): Promise<PasskeyRow | undefined> {
  const rows = await tx.insert(passkeys).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function recordPasskeyUse(tx: Executor, id: string, counter: number, now: Date): Promise<void> {
  await tx.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

/** Whether the account had that passkey (and no longer has it). */
export async function deletePasskey(tx: Executor, accountId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function deleteAllPasskeys(tx: Executor, accountId: string): Promise<void> {
  await tx.delete(passkeys).where(eq(passkeys.accountId, accountId));
}

export async function insertPasskeyChallenge(
  db: Executor,
  values: typeof passkeyChallenges.$inferInsert,
  now: Date,
): Promise<void> {
  // Abandoned ceremonies go as new ones begin: the table holds at most five minutes' worth.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values(values);
}

/** Deletes the challenge and returns what it was for: only one caller ever gets it. */
export const takePasskeyChallenge = async (db: Executor, challenge: string) =>
  (await db.delete(passkeyChallenges).where(eq(passkeyChallenges.challenge, challenge)).returning())[0];
/** One row per sign-in (a family of rotated tokens): where it came from, when it began and was last used. */
export async function sessionsOf(db: Executor, accountId: string, now: Date) {
  return db
    .select({
      id: refreshTokens.familyId,
      device: sql<string | null>`max(${refreshTokens.device})`,
      createdAt: sql<string>`min(${refreshTokens.createdAt})`,
      lastUsedAt: sql<string>`max(${refreshTokens.createdAt})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.accountId, accountId))
    .groupBy(refreshTokens.familyId)
    .having(sql`bool_and(${refreshTokens.revokedAt} is null) and min(${refreshTokens.familyExpiresAt}) > ${now}`)
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
}

/** Whether a family's sign-in is still live: none of its tokens revoked, not expired (and it exists). */
export async function familyIsLive(db: Executor, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({
      live: sql<
        boolean | null
      >`bool_and(${refreshTokens.revokedAt} is null) and min(${refreshTokens.familyExpiresAt}) > ${now}`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.live === true;
}

/** When the sign-in behind a family began; undefined for a family that is not the account's. */
export async function sessionStart(db: Executor, accountId: string, familyId: string) {
  const [row] = await db
    .select({ createdAt: sql<string | null>`min(${refreshTokens.createdAt})` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.accountId, accountId), eq(refreshTokens.familyId, familyId)));
  return row?.createdAt ? new Date(row.createdAt) : undefined;
}

/** Ends the account's live sign-ins that `which` picks (all without it), their card token secrets too. */
async function endFamilies(tx: Executor, accountId: string, which: SQL | undefined, now: Date): Promise<Set<string>> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt), which))
    .returning({ familyId: refreshTokens.familyId });
  const ended = new Set(rows.map((row) => row.familyId));
  for (const familyId of ended) await forgetDeviceSecrets(tx, { familyId });
  return ended;
}

/** Ends one of the account's sessions; false when it has none of that id still live. */
export const revokeAccountFamily = async (tx: Executor, accountId: string, familyId: string, now: Date) =>
  (await endFamilies(tx, accountId, eq(refreshTokens.familyId, familyId), now)).size > 0;

/** Ends every session of the account but `keep`: how many it ended. */
export const revokeOtherFamilies = async (tx: Executor, accountId: string, keep: string | undefined, now: Date) =>
  (await endFamilies(tx, accountId, keep ? ne(refreshTokens.familyId, keep) : undefined, now)).size;

/** A deleted account's tokens, passkeys, their challenges and its address's failure count go entirely. */
export async function deleteSessionsOf(tx: Executor, accountId: string, email: string): Promise<void> {
  await forgetDeviceSecrets(tx, { accountId });
  await tx.delete(refreshTokens).where(eq(refreshTokens.accountId, accountId));
  await deleteAllPasskeys(tx, accountId);
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.accountId, accountId));
  await tx.delete(passwordFailures).where(eq(passwordFailures.email, email));
}

/** Retention: tokens of sign-ins that ended (expired, or revoked) before `before`. */
export async function deleteEndedTokensBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(sql`${refreshTokens.familyExpiresAt} < ${before} or ${refreshTokens.revokedAt} < ${before}`)
    .returning({ id: refreshTokens.id });
  return rows.length;
}
