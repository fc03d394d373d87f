import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { accounts, otpCodes, passwordFailures, refreshTokens, subscribers } from '#api/db/schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type CodePurpose = NonNullable<(typeof otpCodes.$inferInsert)['purpose']>;

export const findAccountByEmail = async (db: Executor, email: string) =>
  (await db.select().from(accounts).where(eq(accounts.email, email)).limit(1))[0];

export const findAccountById = async (db: Executor, id: string) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];

/** Serialises code requests and verifies for one identifier across processes (PostgreSQL advisory lock). */
export async function lockIdentifier(tx: Executor, identifier: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${identifier}`}, 0))`);
}

export async function recentCodeStats(tx: Executor, identifier: string, since: Date, purpose: CodePurpose) {
  const [stats] = await tx
    .select({
      total: count(),
      latest: sql<string | null>`max(${otpCodes.createdAt}) filter (where ${otpCodes.purpose} = ${purpose})`,
      oldest: sql<string | null>`min(${otpCodes.createdAt})`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.identifier, identifier), gt(otpCodes.createdAt, since)));
  return {
    total: stats?.total ?? 0,
    latest: stats?.latest ? new Date(stats.latest) : null,
    oldest: stats?.oldest ? new Date(stats.oldest) : null,
  };
}

/** Only the latest code works: every earlier live code is retired. */
export async function retireLiveCodes(tx: Executor, identifier: string, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.identifier, identifier), isNull(otpCodes.consumedAt)));
}

export async function insertCode(
  tx: Executor,
  values: {
    identifier: string;
    accountId: string | null;
    codeHash: string;
    purpose: CodePurpose;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await tx.insert(otpCodes).values(values);
}

export async function latestLiveCode(tx: Executor, identifier: string) {
  return (
    await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.identifier, identifier), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
  )[0];
}

/** Counts the try before the code is compared; null when the code has no tries left. */
export async function spendAttempt(tx: Executor, codeId: string, maxAttempts: number) {
  return (
    await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt), sql`${otpCodes.attempts} < ${maxAttempts}`))
      .returning()
  )[0];
}

/** Atomic single use: only one caller gets the row back. */
export async function consumeCode(tx: Executor, codeId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function insertAccountWithSubscriber(
  tx: Executor,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    createdAt: Date;
    signupAffiliateCode: string | null;
  },
) {
  const [account] = await tx.insert(accounts).values(values).returning();
  if (!account) throw new Error('account insert returned nothing');
  await tx.insert(subscribers).values({ accountId: account.id, nome: `${values.firstName} ${values.lastName}` });
  return account;
}

export async function insertRefreshToken(
  tx: Executor,
  values: { familyId: string; accountId: string; tokenHash: string; familyExpiresAt: Date; createdAt: Date },
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

export async function revokeFamily(tx: Executor, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Locks the account's row for the rest of the transaction (sign-up, confirmation, login count). */
export const lockAccountByEmail = async (tx: Executor, email: string) =>
  (await tx.select().from(accounts).where(eq(accounts.email, email)).for('update').limit(1))[0];

/** A pending sign-up replaced by a new one for the same address: the old one goes entirely. */
export async function deletePendingAccount(tx: Executor, id: string): Promise<void> {
  await tx.delete(accounts).where(and(eq(accounts.id, id), isNull(accounts.confirmedAt)));
}

/** A code sign-in into a pending account discards the password: whoever chose it proved nothing. */
export async function confirmAccount(
  tx: Executor,
  id: string,
  values: { confirmedAt: Date; passwordHash?: string | null },
): Promise<void> {
  await tx
    .update(accounts)
    .set({
      confirmedAt: values.confirmedAt,
      ...(values.passwordHash !== undefined ? { passwordHash: values.passwordHash } : {}),
    })
    .where(eq(accounts.id, id));
}

export async function revokeAllSessions(tx: Executor, accountId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

export async function deletePendingAccountsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(accounts)
    .where(and(isNull(accounts.confirmedAt), lt(accounts.createdAt, before)))
    .returning({ id: accounts.id });
  return rows.length;
}

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
