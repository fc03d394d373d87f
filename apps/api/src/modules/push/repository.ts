import { and, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { pushSubscriptions } from '#api/db/schema/push.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores the device's subscription; a browser subscribing again (any account) updates its one row. */
export async function upsertSubscription(db: Executor, values: typeof pushSubscriptions.$inferInsert) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { accountId: values.accountId, p256dh: values.p256dh, auth: values.auth, createdAt: values.createdAt },
    })
    .returning({ id: pushSubscriptions.id });
  return row?.id;
}

/** True when the account had that subscription. */
export async function deleteOwn(db: Executor, accountId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.accountId, accountId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length === 1;
}

export async function deleteById(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findById(db: Executor, id: string) {
  return (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1))[0];
}

export async function idsOfAccount(db: Executor, accountId: string) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId));
  return rows.map((row) => row.id);
}

/** The account's devices for its download: where pushes go, never the keys that encrypt them. */
export const subscriptionsOf = (db: Executor, accountId: string) =>
  db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId));

export async function deleteAllOf(tx: Executor, accountId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
}
