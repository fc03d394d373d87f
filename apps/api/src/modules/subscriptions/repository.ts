import { and, arrayOverlaps, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { monthsTable, rowsOf, type MonthSpan } from '#api/db/month-spans.js';
import {
  cancellationProtocolSeq,
  subscriptionCancellations,
  subscriptionEvents,
  subscriptions,
} from '#api/db/schema/subscriptions.js';

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

export async function setStanding(
  tx: Executor,
  accountId: string,
  values: {
    status: SubscriptionStatusValue;
    paidUntil: string | null;
    addOns?: string[];
    startedAt?: Date;
    offerVersion?: number | null;
  },
) {
  await tx.update(subscriptions).set(values).where(eq(subscriptions.accountId, accountId));
}

export async function setCancelsOn(tx: Executor, accountId: string, cancelsOn: string | null) {
  await tx.update(subscriptions).set({ cancelsOn }).where(eq(subscriptions.accountId, accountId));
}

/** How many subscriptions each affiliate brought in [from, to): the statement's first column. */
export async function broughtByAffiliate(db: Executor, from: Date, to: Date) {
  const rows = await db
    .select({ affiliateId: subscriptions.affiliateId, count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.affiliateId} is not null`,
        gte(subscriptions.createdAt, from),
        lt(subscriptions.createdAt, to),
      ),
    )
    .groupBy(subscriptions.affiliateId);
  return new Map(rows.flatMap((row) => (row.affiliateId ? [[row.affiliateId, Number(row.count)] as const] : [])));
}

/** The subscriptions an affiliate brought, with when each was last cancelled (null if never), newest first. */
export async function broughtBy(db: Executor, affiliateId: string) {
  const rows = await db
    .select({
      accountId: subscriptions.accountId,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      cancelledAt: sql<string | Date | null>`max(${subscriptionEvents.at})`,
    })
    .from(subscriptions)
    .leftJoin(
      subscriptionEvents,
      and(eq(subscriptionEvents.accountId, subscriptions.accountId), eq(subscriptionEvents.toStatus, 'cancelada')),
    )
    .where(eq(subscriptions.affiliateId, affiliateId))
    .groupBy(subscriptions.accountId)
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((row) => ({ ...row, cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt) }));
}

export async function insertSubscriptionEvent(tx: Executor, values: typeof subscriptionEvents.$inferInsert) {
  await tx.insert(subscriptionEvents).values(values);
}

/** A move of `row`'s subscription: its standing set (and `standing`'s extras) and the move in its history, together. */
export async function recordMove(
  tx: Executor,
  row: Pick<SubscriptionRow, 'accountId' | 'status'>,
  move: Pick<typeof subscriptionEvents.$inferInsert, 'cause' | 'chargeId' | 'at'> & {
    to: SubscriptionStatusValue;
    paidUntil: string | null;
  },
  standing: { addOns?: string[]; startedAt?: Date; offerVersion?: number | null } = {},
) {
  const { to, ...event } = move;
  await setStanding(tx, row.accountId, { status: to, paidUntil: move.paidUntil, ...standing });
  await insertSubscriptionEvent(tx, { accountId: row.accountId, fromStatus: row.status, toStatus: to, ...event });
}

export const lastSubscriptionCause = async (db: Executor, accountId: string) =>
  (
    await db
      .select({ cause: subscriptionEvents.cause })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.accountId, accountId))
      .orderBy(desc(subscriptionEvents.id))
      .limit(1)
  )[0]?.cause;

/** Whether this charge's payment moved the subscription (a year it paid for). */
export const paidBy = async (db: Executor, accountId: string, chargeId: string) =>
  (
    await db
      .select({ id: subscriptionEvents.id })
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.accountId, accountId),
          eq(subscriptionEvents.chargeId, chargeId),
          eq(subscriptionEvents.cause, 'pagamento'),
        ),
      )
      .limit(1)
  ).length > 0;

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
  /** Only those with (true) or without (false) a cancellation at the end of the period. */
  cancelling = false,
) =>
  tx
    .update(subscriptions)
    .set({ status: to, ...(cancelling ? { cancelsOn: null } : {}) })
    .where(
      and(
        eq(subscriptions.status, from),
        lt(subscriptions.paidUntil, paidBefore),
        cancelling ? sql`${subscriptions.cancelsOn} is not null` : isNull(subscriptions.cancelsOn),
      ),
    )
    .returning({
      accountId: subscriptions.accountId,
      paidUntil: subscriptions.paidUntil,
      cardRid: subscriptions.cardRid,
    });

/** Subscriptions that renew (in force, paid, not cancelling) and hold `also`: what a renewal reads of each. */
const renewing = (db: Executor, also: SQL | undefined) =>
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
        isNull(subscriptions.cancelsOn),
        also,
      ),
    );

/** Subscriptions in force whose payments end on or before `paidUntilBy`: their renewal is due. */
export const renewable = (db: Executor, paidUntilBy: string) => renewing(db, lte(subscriptions.paidUntil, paidUntilBy));

export const cardRidOf = async (db: Executor, accountId: string) =>
  (await db.select({ rid: subscriptions.cardRid }).from(subscriptions).where(eq(subscriptions.accountId, accountId)))[0]
    ?.rid;

/** A new random rid for the titular's member card (a re-issued card, #67): the old one, to be revoked. */
export async function replaceCardRid(tx: Executor, accountId: string): Promise<string | undefined> {
  const old = await cardRidOf(tx, accountId);
  if (!old) return undefined;
  await tx
    .update(subscriptions)
    .set({ cardRid: sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)` })
    .where(eq(subscriptions.accountId, accountId));
  return old;
}

export type CancellationRow = typeof subscriptionCancellations.$inferSelect;

/** The account's cancellation in effect: the latest one neither undone nor replaced by a payment. */
export const currentCancellation = async (db: Executor, accountId: string) =>
  (
    await db
      .select()
      .from(subscriptionCancellations)
      .where(and(eq(subscriptionCancellations.accountId, accountId), isNull(subscriptionCancellations.undoneAt)))
      .orderBy(desc(subscriptionCancellations.id))
      .limit(1)
  )[0];

export const cancellationsOf = (db: Executor, accountId: string) =>
  db
    .select()
    .from(subscriptionCancellations)
    .where(eq(subscriptionCancellations.accountId, accountId))
    .orderBy(asc(subscriptionCancellations.id));

export async function eraseCancellationReasons(tx: Executor, accountId: string): Promise<void> {
  await tx
    .update(subscriptionCancellations)
    .set({ reason: null })
    .where(eq(subscriptionCancellations.accountId, accountId));
}

/** A cancellation with its protocol drawn from the sequence: CAN-2026-000123. */
export async function insertCancellation(
  tx: Executor,
  values: Omit<typeof subscriptionCancellations.$inferInsert, 'protocol'>,
): Promise<CancellationRow> {
  const protocol = sql<string>`'CAN-' || ${String(values.requestedAt.getUTCFullYear())} || '-' || lpad(nextval(${cancellationProtocolSeq.seqName})::text, 6, '0')`;
  const [made] = await tx
    .insert(subscriptionCancellations)
    .values({ ...values, protocol })
    .returning();
  if (!made) throw new Error('cancellation insert returned nothing');
  return made;
}

export async function closeCancellations(tx: Executor, accountId: string, at: Date) {
  await tx
    .update(subscriptionCancellations)
    .set({ undoneAt: at })
    .where(and(eq(subscriptionCancellations.accountId, accountId), isNull(subscriptionCancellations.undoneAt)));
}

/** The account a cancellation's protocol (CAN-2026-000123) belongs to. */
export async function accountOfCancellation(db: Executor, protocol: string): Promise<string | undefined> {
  const rows = await db
    .select({ accountId: subscriptionCancellations.accountId })
    .from(subscriptionCancellations)
    .where(eq(subscriptionCancellations.protocol, protocol))
    .limit(1);
  return rows[0]?.accountId;
}

/** Member number and status of several subscriptions, by account (the look-up's list). */
export async function subscriptionFaces(db: Executor, accountIds: string[]) {
  if (accountIds.length === 0) return new Map<string, { memberNumber: string; status: SubscriptionRow['status'] }>();
  const rows = await db
    .select({
      accountId: subscriptions.accountId,
      memberNumber: subscriptions.memberNumber,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.accountId, [...new Set(accountIds)]));
  return new Map(rows.map(({ accountId, ...face }) => [accountId, face]));
}

/** Per month, the subscriptions in each paying status at its end: the last status each had before it (#67). */
export async function standingsAtMonthEnds(db: Executor, spans: readonly MonthSpan[]) {
  return rowsOf<{ month: string; status: string; count: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)},
      spans as (
        select to_status, at, lead(at) over (partition by account_id order by at, id) as until
        from subscription_events
      )
      select m.month, s.to_status as status, count(*)::int as count
      from months m join spans s on s.at < m.ends and (s.until is null or s.until >= m.ends)
      where s.to_status in ('ativa', 'em-atraso', 'suspensa')
      group by m.month, s.to_status`),
  );
}

/** Per month, the subscriptions that moved in it, by their last status before it and before its end (#67). */
export async function standingChangesInMonths(db: Executor, spans: readonly MonthSpan[]) {
  return rowsOf<{ month: string; before: string | null; after: string; count: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)},
      moved as (
        select distinct on (m.month, e.account_id) m.month, m.starts, e.account_id, e.to_status as after
        from months m join subscription_events e on e.at >= m.starts and e.at < m.ends
        order by m.month, e.account_id, e.at desc, e.id desc
      )
      select mv.month, b.to_status as before, mv.after, count(*)::int as count
      from moved mv
      left join lateral (
        select x.to_status from subscription_events x where x.account_id = mv.account_id and x.at < mv.starts
        order by x.at desc, x.id desc limit 1
      ) b on true
      group by mv.month, b.to_status, mv.after`),
  );
}

/** Per month, the subscriptions first paid (or paid again after an end) and those that ended, withdrawals apart (#67). */
export async function movesInMonths(db: Executor, spans: readonly MonthSpan[]) {
  return rowsOf<{ month: string; newPaid: number; withdrawals: number; cancelled: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)},
      ended as (
        select e.account_id, e.at,
          exists (
            select 1 from subscription_cancellations c
            where c.account_id = e.account_id and c.kind = 'arrependimento' and c.requested_at = e.at
          ) as withdrawal
        from subscription_events e
        where e.to_status = 'cancelada' and e.from_status in ('ativa', 'em-atraso', 'suspensa')
          and e.at >= (select min(starts) from months) and e.at < (select max(ends) from months)
      )
      select m.month,
        (select count(*) from subscription_events e
          where e.at >= m.starts and e.at < m.ends and e.to_status = 'ativa'
            and e.from_status in ('aguardando-pagamento', 'cancelada'))::int as "newPaid",
        (select count(*) from ended where ended.at >= m.starts and ended.at < m.ends and ended.withdrawal)::int
          as withdrawals,
        (select count(*) from ended where ended.at >= m.starts and ended.at < m.ends)::int as cancelled
      from months m`),
  );
}

/** Subscriptions that will renew on one of `planIds` or holding one of `addonSkus` (a price rise's notice, #68). */
export const renewingWith = (db: Executor, planIds: string[], addonSkus: string[]) =>
  renewing(
    db,
    or(
      planIds.length > 0 ? inArray(subscriptions.planId, planIds) : sql`false`,
      addonSkus.length > 0 ? arrayOverlaps(subscriptions.addOns, addonSkus) : sql`false`,
    ),
  );
