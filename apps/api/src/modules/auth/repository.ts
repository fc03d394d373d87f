import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, otpCodes, refreshTokens, subscribers } from '../../db/schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const findAccountByEmail = async (db: Executor, email: string) =>
  (await db.select().from(accounts).where(eq(accounts.email, email)).limit(1))[0];

export const findAccountById = async (db: Executor, id: string) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];

/** Serialises code requests and verifies for one identifier across processes (PostgreSQL advisory lock). */
export async function lockIdentifier(tx: Executor, identifier: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${identifier}`}, 0))`);
}

export async function recentCodeStats(tx: Executor, identifier: string, since: Date) {
  const [stats] = await tx
    .select({
      total: count(),
      latest: sql<string | null>`max(${otpCodes.createdAt})`,
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
  values: { identifier: string; accountId: string | null; codeHash: string; expiresAt: Date; createdAt: Date },
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
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
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
