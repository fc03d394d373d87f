import { desc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { consents } from '#api/db/schema/consents.js';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(
  tx: Executor,
  values: Omit<typeof consents.$inferInsert, 'id'>,
): Promise<ConsentRow> {
  const [row] = await tx.insert(consents).values(values).returning();
  if (!row) throw new Error('consent insert returned nothing');
  return row;
}

/** Newest first. */
export const consentsOf = (db: Executor, accountId: string) =>
  db.select().from(consents).where(eq(consents.accountId, accountId)).orderBy(desc(consents.id));

export async function deleteConsentsOf(tx: Executor, accountId: string): Promise<void> {
  await tx.delete(consents).where(eq(consents.accountId, accountId));
}
