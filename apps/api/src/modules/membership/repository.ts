import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { accounts, addons, affiliateLinks, affiliates, plans, subscriptions } from '#api/db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const findSubscription = async (db: Executor, accountId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).limit(1))[0];

export const findSubscriptionByMemberNumber = async (db: Executor, memberNumber: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.memberNumber, memberNumber)).limit(1))[0];

/** Inserts unless the account has one already; false when the member number was taken (try another). */
export async function insertSubscription(
  tx: Executor,
  values: typeof subscriptions.$inferInsert,
): Promise<'created' | 'exists' | 'number-taken'> {
  if (await findSubscription(tx, values.accountId)) return 'exists';
  const rows = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.memberNumber })
    .returning({ accountId: subscriptions.accountId });
  return rows.length === 1 ? 'created' : 'number-taken';
}

export const findPlan = async (db: Executor, id: string) =>
  (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];

export const findAddons = async (db: Executor) => db.select({ sku: addons.sku, name: addons.name }).from(addons);

export const findAffiliate = async (db: Executor, id: string) =>
  (
    await db.select({ id: affiliates.id, name: affiliates.name }).from(affiliates).where(eq(affiliates.id, id)).limit(1)
  )[0];

export const findAffiliateLink = async (db: Executor, code: string) =>
  (await db.select().from(affiliateLinks).where(eq(affiliateLinks.code, code)).limit(1))[0];

export const findAccount = async (db: Executor, id: string) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];

export async function setSubscriptionStatus(db: Executor, accountId: string, status: SubscriptionRow['status']) {
  await db.update(subscriptions).set({ status }).where(eq(subscriptions.accountId, accountId));
}
