import { and, count, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { notifications } from '#api/db/schema/notifications.js';
import type { PageCursor } from '#api/lib/page-cursor.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(tx: Executor, values: typeof notifications.$inferInsert): Promise<string> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification not stored');
  return row.id;
}

/** A page of the account's notifications, newest first (one more row than asked, see pageOf). */
export async function listNotifications(db: Executor, accountId: string, limit: number, after?: PageCursor) {
  const conditions: SQL[] = [eq(notifications.accountId, accountId)];
  if (after) conditions.push(lt(notifications.seq, after.seq));
  return db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.seq))
    .limit(limit);
}

export async function countUnread(db: Executor, accountId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the account's notifications read (once: the first time is kept); undefined if not theirs. */
export async function markRead(db: Executor, accountId: string, id: string, at: Date) {
  const where = and(eq(notifications.id, id), eq(notifications.accountId, accountId));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(where, isNull(notifications.readAt)));
  return (await db.select().from(notifications).where(where).limit(1))[0];
}

export const allNotificationsOf = (db: Executor, accountId: string) =>
  db.select().from(notifications).where(eq(notifications.accountId, accountId)).orderBy(notifications.seq);

export async function deleteNotificationsOf(tx: Executor, accountId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.accountId, accountId));
}

/** Retention: notifications made before `before` (a year ago) go, read or not. */
export async function deleteNotificationsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return rows.length;
}
