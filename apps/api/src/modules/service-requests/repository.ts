import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { serviceRequestEvents, serviceRequestProtocolSeq, serviceRequests } from '#api/db/schema/service-requests.js';
import type { PageCursor } from '#api/lib/page-cursor.js';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type ServiceRequestEventRow = typeof serviceRequestEvents.$inferSelect;
export type RequestStatus = ServiceRequestRow['status'];

export const findByIdempotencyKey = async (tx: Executor, accountId: string, key: string) =>
  (
    await tx
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.accountId, accountId), eq(serviceRequests.idempotencyKey, key)))
      .limit(1)
  )[0];

/** Requests that count against a limit: every one made in [from, to) that was not cancelled. */
export async function countUses(db: Executor, accountId: string, coverageId: string, from?: Date, to?: Date) {
  const conditions: SQL[] = [
    eq(serviceRequests.accountId, accountId),
    eq(serviceRequests.coverageId, coverageId),
    ne(serviceRequests.status, 'cancelado'),
  ];
  if (from) conditions.push(gte(serviceRequests.createdAt, from));
  if (to) conditions.push(lt(serviceRequests.createdAt, to));
  const [row] = await db
    .select({ uses: count() })
    .from(serviceRequests)
    .where(and(...conditions));
  return row?.uses ?? 0;
}

export const usesSince = async (db: Executor, accountId: string, from: Date) =>
  db
    .select({ coverageId: serviceRequests.coverageId, createdAt: serviceRequests.createdAt })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.accountId, accountId),
        ne(serviceRequests.status, 'cancelado'),
        gte(serviceRequests.createdAt, from),
      ),
    );

/** Uses of each coverage over the life of the subscription (for per-beneficiary limits). */
export const lifetimeUses = async (db: Executor, accountId: string) =>
  db
    .select({ coverageId: serviceRequests.coverageId, uses: count() })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.accountId, accountId), ne(serviceRequests.status, 'cancelado')))
    .groupBy(serviceRequests.coverageId);

export async function insertRequest(
  tx: Executor,
  { protocolYear, ...values }: Omit<typeof serviceRequests.$inferInsert, 'protocol'> & { protocolYear: number },
) {
  const protocol = sql<string>`${String(protocolYear)} || '-' || lpad(nextval(${serviceRequestProtocolSeq.seqName})::text, 6, '0')`;
  const [row] = await tx
    .insert(serviceRequests)
    .values({ ...values, protocol })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertEvent(tx: Executor, values: typeof serviceRequestEvents.$inferInsert) {
  await tx.insert(serviceRequestEvents).values(values);
}

/** One request, locked for a status change. `accountId` limits it to its owner's. */
export const lockRequest = async (tx: Executor, id: string, accountId?: string) =>
  (
    await tx
      .select()
      .from(serviceRequests)
      .where(
        accountId
          ? and(eq(serviceRequests.id, id), eq(serviceRequests.accountId, accountId))
          : eq(serviceRequests.id, id),
      )
      .for('update')
  )[0];

export async function setStatus(tx: Executor, id: string, status: RequestStatus, at: Date) {
  await tx.update(serviceRequests).set({ status, updatedAt: at }).where(eq(serviceRequests.id, id));
}

export const findRequest = async (db: Executor, id: string, accountId: string) =>
  (
    await db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, id), eq(serviceRequests.accountId, accountId)))
      .limit(1)
  )[0];

/** A page of requests, newest first; keyset pagination on (created_at, id). */
export async function listRequests(
  db: Executor,
  filter: { accountId?: string; status?: RequestStatus },
  limit: number,
  after?: PageCursor,
) {
  const conditions: SQL[] = [];
  if (filter.accountId) conditions.push(eq(serviceRequests.accountId, filter.accountId));
  if (filter.status) conditions.push(eq(serviceRequests.status, filter.status));
  if (after) conditions.push(lt(serviceRequests.seq, after.seq));
  return db
    .select()
    .from(serviceRequests)
    .where(and(...conditions))
    .orderBy(desc(serviceRequests.seq))
    .limit(limit);
}

export async function historyOf(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(serviceRequestEvents)
    .where(inArray(serviceRequestEvents.requestId, requestIds))
    .orderBy(asc(serviceRequestEvents.id));
}
