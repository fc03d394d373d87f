import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import {
  affiliateAccounts,
  affiliatePayouts,
  affiliateVisits,
  type PendingBio,
} from '#api/db/schema/affiliate-portal.js';

export type AffiliateAccountRow = typeof affiliateAccounts.$inferSelect;
export type PayoutRow = typeof affiliatePayouts.$inferSelect;

export const accountRows = (db: Executor) => db.select().from(affiliateAccounts);

export const lockAccountRow = async (tx: Executor, affiliateId: string) =>
  (
    await tx
      .select()
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.affiliateId, affiliateId))
      .for('update')
      .limit(1)
  )[0];

export const rowOfAccount = async (db: Executor, accountId: string) =>
  (await db.select().from(affiliateAccounts).where(eq(affiliateAccounts.accountId, accountId)).limit(1))[0];

/** An invitation to `email` nobody took up yet, locked. */
export const lockOpenInvitation = async (tx: Executor, email: string) =>
  (
    await tx
      .select()
      .from(affiliateAccounts)
      .where(and(eq(affiliateAccounts.email, email), isNull(affiliateAccounts.accountId)))
      .orderBy(asc(affiliateAccounts.invitedAt))
      .for('update')
      .limit(1)
  )[0];

/** A new invitation replaces the last one: the account it bound (if any) loses the page. */
export async function upsertInvitation(
  tx: Executor,
  values: { affiliateId: string; email: string; invitedBy: string; invitedAt: Date },
) {
  const fresh = { ...values, accountId: null, acceptedAt: null };
  const [row] = await tx
    .insert(affiliateAccounts)
    .values(fresh)
    .onConflictDoUpdate({ target: affiliateAccounts.affiliateId, set: fresh })
    .returning();
  if (!row) throw new Error('invitation upsert returned nothing');
  return row;
}

export async function updateAccountRow(
  tx: Executor,
  affiliateId: string,
  values: Partial<{
    accountId: string;
    acceptedAt: Date;
    pixKeyType: string;
    pixKey: string;
    pendingBio: PendingBio | null;
    pendingBioAt: Date | null;
  }>,
) {
  const [row] = await tx
    .update(affiliateAccounts)
    .set(values)
    .where(eq(affiliateAccounts.affiliateId, affiliateId))
    .returning();
  if (!row) throw new Error('affiliate account vanished');
  return row;
}

export async function countVisit(db: Executor, affiliateId: string, day: string) {
  await db
    .insert(affiliateVisits)
    .values({ affiliateId, day, visits: 1 })
    .onConflictDoUpdate({
      target: [affiliateVisits.affiliateId, affiliateVisits.day],
      set: { visits: sql`${affiliateVisits.visits} + 1` },
    });
}

/** The visits of [from, to) (São Paulo days, yyyy-mm-dd), per month. */
export async function visitsByMonth(db: Executor, affiliateId: string, from: string, to: string) {
  const month = sql<string>`to_char(${affiliateVisits.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, visits: sql<number>`sum(${affiliateVisits.visits})::int` })
    .from(affiliateVisits)
    .where(
      and(eq(affiliateVisits.affiliateId, affiliateId), gte(affiliateVisits.day, from), lt(affiliateVisits.day, to)),
    )
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.visits)]));
}

export const payoutsOf = (db: Executor, affiliateId: string, month?: string) =>
  db
    .select()
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.affiliateId, affiliateId), month ? eq(affiliatePayouts.month, month) : undefined))
    .orderBy(asc(affiliatePayouts.paidOn), asc(affiliatePayouts.recordedAt));

export const allPayouts = (db: Executor) =>
  db.select().from(affiliatePayouts).orderBy(asc(affiliatePayouts.paidOn), asc(affiliatePayouts.recordedAt));

export const payoutByEndToEndId = async (db: Executor, endToEndId: string) =>
  (await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.endToEndId, endToEndId)).limit(1))[0];

/** Inserts unless the end-to-end id is known (undefined then: read the one recorded). */
export async function insertPayout(tx: Executor, values: typeof affiliatePayouts.$inferInsert) {
  const [row] = await tx
    .insert(affiliatePayouts)
    .values(values)
    .onConflictDoNothing({ target: affiliatePayouts.endToEndId })
    .returning();
  return row;
}

export async function deleteRowOfAccount(tx: Executor, accountId: string) {
  await tx.delete(affiliateAccounts).where(eq(affiliateAccounts.accountId, accountId));
}
