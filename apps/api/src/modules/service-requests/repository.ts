import {
  and,
  asc,
  count,
  max,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { IN_FLIGHT_STATUSES } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { monthsTable, rowsOf, type MonthSpan } from '#api/db/month-spans.js';
import {
  overdueDigests,
  serviceRequestEvents,
  serviceRequestProtocolSeq,
  serviceRequests,
} from '#api/db/schema/service-requests.js';
import type { InstantCursor, PageCursor } from '#api/lib/page-cursor.js';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type ServiceRequestEventRow = typeof serviceRequestEvents.$inferSelect;
export type RequestStatus = ServiceRequestRow['status'];

/** Whose requests: a subscription's (the titular's view), or one person's (`personId`; null for the titular). */
export interface RequestScope {
  subscriptionId: string;
  /** A person's requests: null for the titular's; several ids for a dependant added more than once. */
  personId?: string | null | string[];
}

const inScope = ({ subscriptionId, personId }: RequestScope): SQL => {
  const mine = eq(serviceRequests.accountId, subscriptionId);
  if (personId === undefined) return mine;
  if (Array.isArray(personId)) return and(mine, inArray(serviceRequests.personId, personId)) ?? mine;
  return (
    and(mine, personId === null ? isNull(serviceRequests.personId) : eq(serviceRequests.personId, personId)) ?? mine
  );
};

/** Cancelled and refused requests give their slot back: they never count against a limit. */
const notCounted = notInArray(serviceRequests.status, ['cancelado', 'recusado']);

export const findByIdempotencyKey = async (tx: Executor, accountId: string, key: string) =>
  (
    await tx
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.accountId, accountId), eq(serviceRequests.idempotencyKey, key)))
      .limit(1)
  )[0];

/** Requests that count against a limit: every one in scope made in [from, to) that was not cancelled or refused. */
export async function countUses(db: Executor, scope: RequestScope, coverageId: string, from?: Date, to?: Date) {
  const conditions: SQL[] = [inScope(scope), eq(serviceRequests.coverageId, coverageId), notCounted];
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
    .select({
      coverageId: serviceRequests.coverageId,
      personId: serviceRequests.personId,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.accountId, accountId), notCounted, gte(serviceRequests.createdAt, from)));

/** Uses of each coverage over the life of the subscription (for per-beneficiary limits). */
export const lifetimeUses = async (db: Executor, accountId: string) =>
  db
    .select({ coverageId: serviceRequests.coverageId, personId: serviceRequests.personId, uses: count() })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.accountId, accountId), notCounted))
    .groupBy(serviceRequests.coverageId, serviceRequests.personId);

/** The person's requests still under way, newest first (one coverage may have several). */
export const inFlightRequests = async (db: Executor, scope: RequestScope) =>
  db
    .select({
      id: serviceRequests.id,
      protocol: serviceRequests.protocol,
      coverageId: serviceRequests.coverageId,
      status: serviceRequests.status,
    })
    .from(serviceRequests)
    .where(and(inScope(scope), inArray(serviceRequests.status, [...IN_FLIGHT_STATUSES])))
    .orderBy(desc(serviceRequests.createdAt));

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

/** One request, locked for a status change. `scope` limits it to those its person may see. */
export const lockRequest = async (tx: Executor, id: string, scope?: RequestScope) =>
  (
    await tx
      .select()
      .from(serviceRequests)
      .where(scope ? and(eq(serviceRequests.id, id), inScope(scope)) : eq(serviceRequests.id, id))
      .for('update')
  )[0];

export async function setStatus(tx: Executor, id: string, status: RequestStatus, at: Date) {
  await tx.update(serviceRequests).set({ status, updatedAt: at }).where(eq(serviceRequests.id, id));
}

export const findRequest = async (db: Executor, id: string, scope: RequestScope) =>
  (
    await db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, id), inScope(scope)))
      .limit(1)
  )[0];

/** A page of the scope's requests, newest first; keyset pagination on the insertion number. */
export async function listRequests(db: Executor, scope: RequestScope, limit: number, after?: PageCursor) {
  const conditions: SQL[] = [inScope(scope)];
  if (after) conditions.push(lt(serviceRequests.seq, after.seq));
  return db
    .select()
    .from(serviceRequests)
    .where(and(...conditions))
    .orderBy(desc(serviceRequests.seq))
    .limit(limit);
}

/** What the operators' queue shows: one status, and/or open requests due by `dueBy` (and after `dueAfter`). */
export interface QueueFilter {
  status?: RequestStatus | undefined;
  dueBy?: Date;
  dueAfter?: Date;
}

const queueConditions = ({ status, dueBy, dueAfter }: QueueFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(serviceRequests.status, status));
  if (dueBy) conditions.push(lte(serviceRequests.respondBy, dueBy));
  if (dueAfter) conditions.push(gt(serviceRequests.respondBy, dueAfter));
  return conditions;
};

/** A page of the queue, soonest deadline first; keyset pagination on (respond_by, seq). */
export async function queuePage(db: Executor, filter: QueueFilter, limit: number, after?: InstantCursor) {
  const conditions = queueConditions(filter);
  if (after) {
    const at = new Date(after.at);
    const next = or(
      gt(serviceRequests.respondBy, at),
      and(eq(serviceRequests.respondBy, at), gt(serviceRequests.seq, after.seq)),
    );
    if (next) conditions.push(next);
  }
  return db
    .select()
    .from(serviceRequests)
    .where(and(...conditions))
    .orderBy(asc(serviceRequests.respondBy), asc(serviceRequests.seq))
    .limit(limit);
}

export async function countQueue(db: Executor, filter: QueueFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceRequests)
    .where(and(...queueConditions(filter)));
  return row?.n ?? 0;
}

export async function insertMessage(
  tx: Executor,
  values: { requestId: string; actor: 'assinante' | 'operador'; actorAccountId: string; text: string; at: Date },
) {
  await tx.insert(serviceRequestEvents).values({
    requestId: values.requestId,
    kind: 'mensagem',
    actor: values.actor,
    actorAccountId: values.actorAccountId,
    note: values.text,
    at: values.at,
  });
}

/** Records that `day`'s overdue digest goes out; false when another process already did. */
export async function claimDigestDay(tx: Executor, day: string, requests: number, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(overdueDigests)
    .values({ day, requests, sentAt: at })
    .onConflictDoNothing()
    .returning({ day: overdueDigests.day });
  return inserted.length === 1;
}

export async function historyOf(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(serviceRequestEvents)
    .where(inArray(serviceRequestEvents.requestId, requestIds))
    .orderBy(asc(serviceRequestEvents.id));
}

export const allRequestsOf = (db: Executor, scope: RequestScope) =>
  db.select().from(serviceRequests).where(inScope(scope)).orderBy(asc(serviceRequests.seq));

/** What a dependant wrote on the subscription's requests (their notes, their messages), replaced by `text`. */
export async function replaceWritingsOf(
  tx: Executor,
  author: { subscriptionId: string; personId: string; accountId: string },
  text: string,
): Promise<void> {
  const ofSubscription = tx
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.accountId, author.subscriptionId));
  await tx
    .update(serviceRequestEvents)
    .set({ note: text })
    .where(
      and(
        eq(serviceRequestEvents.kind, 'mensagem'),
        eq(serviceRequestEvents.actorAccountId, author.accountId),
        inArray(serviceRequestEvents.requestId, ofSubscription),
      ),
    );
  const opened = tx
    .select({ id: serviceRequestEvents.requestId })
    .from(serviceRequestEvents)
    .where(and(eq(serviceRequestEvents.status, 'aberto'), eq(serviceRequestEvents.actorAccountId, author.accountId)));
  await tx
    .update(serviceRequests)
    .set({
      note: sql`case when ${serviceRequests.note} is null then null else ${text} end`,
      preferredAt: null,
      idempotencyKey: sql`${serviceRequests.id}::text`,
      fingerprint: '',
    })
    .where(
      and(
        eq(serviceRequests.accountId, author.subscriptionId),
        eq(serviceRequests.personId, author.personId),
        inArray(serviceRequests.id, opened),
      ),
    );
}

/** A deleted account's open requests: cancelled, each with its timeline event. */
export async function cancelOpenRequestsOf(tx: Executor, accountId: string, at: Date): Promise<number> {
  const open = await tx
    .update(serviceRequests)
    .set({ status: 'cancelado', updatedAt: at })
    .where(
      and(
        eq(serviceRequests.accountId, accountId),
        inArray(serviceRequests.status, ['aberto', 'agendado', 'em-atendimento']),
      ),
    )
    .returning({ id: serviceRequests.id });
  if (open.length > 0) {
    await tx.insert(serviceRequestEvents).values(
      open.map((row) => ({
        requestId: row.id,
        status: 'cancelado' as const,
        actor: 'assinante' as const,
        note: null,
        at,
      })),
    );
  }
  return open.length;
}

/** The requests stay as counts and dates (usage, the central's records) with nothing written by or about the person. */
export async function anonymiseRequestsOf(tx: Executor, accountId: string): Promise<void> {
  const ids = (
    await tx
      .update(serviceRequests)
      // The client's key and the hash of what was asked could carry what the person typed.
      .set({ note: null, preferredAt: null, idempotencyKey: sql`${serviceRequests.id}::text`, fingerprint: '' })
      .where(eq(serviceRequests.accountId, accountId))
      .returning({ id: serviceRequests.id })
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .update(serviceRequestEvents)
    .set({
      note: sql`case when ${serviceRequestEvents.kind} = 'mensagem' then 'Mensagem apagada com a exclusão da conta.' end`,
    })
    .where(inArray(serviceRequestEvents.requestId, ids));
}

/** The subscription a request's protocol (2026-000123) belongs to. */
export async function accountOfProtocol(db: Executor, protocol: string): Promise<string | undefined> {
  const rows = await db
    .select({ accountId: serviceRequests.accountId })
    .from(serviceRequests)
    .where(eq(serviceRequests.protocol, protocol))
    .limit(1);
  return rows[0]?.accountId;
}

/** The latest deadline of the requests made in `span`: until it passed, the month's on time and late may change (#67). */
export async function lastDeadlineIn(db: Executor, span: MonthSpan): Promise<Date | null> {
  const rows = await db
    .select({ last: max(serviceRequests.respondBy) })
    .from(serviceRequests)
    .where(and(gte(serviceRequests.createdAt, span.starts), lt(serviceRequests.createdAt, span.ends)));
  return rows[0]?.last ?? null;
}

/**
 * Per month, the requests made in it, those whose first operator move (the answer) came before their
 * deadline, and those answered after it or still `aberto` past it at `now` (#67).
 */
export async function requestsInMonths(db: Executor, spans: readonly MonthSpan[], now: Date) {
  return rowsOf<{ month: string; opened: number; onTime: number; late: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)},
      made as (
        select r.created_at, r.respond_by, r.status,
          (select min(e.at) from service_request_events e
            where e.request_id = r.id and e.kind = 'status' and e.actor = 'operador') as answered_at
        from service_requests r
        where r.created_at >= (select min(starts) from months) and r.created_at < (select max(ends) from months)
      )
      select m.month, count(*)::int as opened,
        count(*) filter (where answered_at < respond_by)::int as "onTime",
        count(*) filter (
          where answered_at >= respond_by
            or (answered_at is null and status = 'aberto' and respond_by <= ${now.toISOString()}::timestamptz)
        )::int as late
      from months m join made on made.created_at >= m.starts and made.created_at < m.ends
      group by m.month`),
  );
}

/** Which of `coverageIds` any request points at (the offer's versions keep those, #68). */
export async function coveragesRequested(db: Executor, coverageIds: string[]): Promise<Set<string>> {
  if (coverageIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ coverageId: serviceRequests.coverageId })
    .from(serviceRequests)
    .where(inArray(serviceRequests.coverageId, coverageIds));
  return new Set(rows.map((row) => row.coverageId));
}
