import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { subscriptionEvents, subscriptions } from '#api/db/schema/membership.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The account's subscription; `forUpdate` locks its row for the rest of the transaction. */
export async function readSubscription(db: Executor, accountId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).limit(1);
  return (await (options.forUpdate ? query.for('update') : query))[0];
}

export const findSubscriptionByMemberNumber = async (db: Executor, memberNumber: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.memberNumber, memberNumber)).limit(1))[0];

/** Inserts unless the account has one already; false when the member number was taken (try another). */
export async function insertSubscription(
  tx: Executor,
  values: typeof subscriptions.$inferInsert,
): Promise<'created' | 'exists' | 'number-taken'> {
  if (await readSubscription(tx, values.accountId)) return 'exists';
  const rows = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.memberNumber })
    .returning({ accountId: subscriptions.accountId });
  return rows.length === 1 ? 'created' : 'number-taken';
}

/** Member numbers of several accounts at once, by account id (an account without one is absent). */
export async function memberNumbers(db: Executor, accountIds: string[]) {
  if (accountIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ accountId: subscriptions.accountId, memberNumber: subscriptions.memberNumber })
    .from(subscriptions)
    .where(inArray(subscriptions.accountId, [...new Set(accountIds)]));
  return new Map(rows.map((row) => [row.accountId, row.memberNumber]));
}

export type SubscriptionStatusValue = SubscriptionRow['status'];
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

export async function setSubscriptionStatus(db: Executor, accountId: string, status: SubscriptionStatusValue) {
  await db.update(subscriptions).set({ status }).where(eq(subscriptions.accountId, accountId));
}

export async function setStanding(
  tx: Executor,
  accountId: string,
  values: { status: SubscriptionStatusValue; paidUntil: string | null; addOns?: string[]; startedAt?: Date },
) {
  await tx.update(subscriptions).set(values).where(eq(subscriptions.accountId, accountId));
}

export async function insertSubscriptionEvent(tx: Executor, values: typeof subscriptionEvents.$inferInsert) {
  await tx.insert(subscriptionEvents).values(values);
}

export const subscriptionEventsOf = (db: Executor, accountId: string) =>
  db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.accountId, accountId))
    .orderBy(subscriptionEvents.id);

/**
 * Moves every subscription in `from` whose payments ended before `paidBefore` to `to`, in one
 * statement: a process running the same sweep, or a payment locking the row, never doubles it.
 */
export const moveLapsed = (
  tx: Executor,
  from: SubscriptionStatusValue,
  to: SubscriptionStatusValue,
  paidBefore: string,
) =>
  tx
    .update(subscriptions)
    .set({ status: to })
    .where(and(eq(subscriptions.status, from), lt(subscriptions.paidUntil, paidBefore)))
    .returning({ accountId: subscriptions.accountId, paidUntil: subscriptions.paidUntil });

/** Subscriptions in force whose payments end on or before `paidUntilBy`: their renewal is due. */
export const renewable = (db: Executor, paidUntilBy: string) =>
  db
    .select({
      accountId: subscriptions.accountId,
      paidUntil: subscriptions.paidUntil,
      planId: subscriptions.planId,
      addOns: subscriptions.addOns,
      affiliateId: subscriptions.affiliateId,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['ativa', 'em-atraso']),
        sql`${subscriptions.paidUntil} is not null`,
        lte(subscriptions.paidUntil, paidUntilBy),
      ),
    );
