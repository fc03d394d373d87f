import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { otpCodes, type CODE_PURPOSES } from '#api/db/schema/one-time-codes.js';

export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Serialises code requests for one identifier across processes (PostgreSQL advisory lock). */
export async function lockIdentifier(tx: Executor, identifier: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${identifier}`}, 0))`);
}

export async function recentCodeStats(tx: Executor, identifier: string, since: Date, purpose: CodePurpose) {
  const [stats] = await tx
    .select({
      total: count(),
      // A code its owner has already used (tried and consumed) holds nothing back: the minute guards codes in flight.
      latest: sql<string | null>`max(${otpCodes.createdAt}) filter (where ${otpCodes.purpose} = ${purpose}
        and not (${otpCodes.consumedAt} is not null and ${otpCodes.attempts} > 0))`,
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
    consumedAt?: Date;
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

/** Counts the try before the code is compared; undefined when the code has no tries left. */
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

/** A deleted account's codes: those it could redeem and those mailed to its address. */
export async function deleteCodesOf(tx: Executor, accountId: string, identifier: string): Promise<void> {
  await tx.delete(otpCodes).where(or(eq(otpCodes.accountId, accountId), eq(otpCodes.identifier, identifier)));
}

/** Retention: codes expired before `before` (the resend limits only look back an hour). */
export async function deleteExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before)).returning({ id: otpCodes.id });
  return rows.length;
}
