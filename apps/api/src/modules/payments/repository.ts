import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { monthsTable, rowsOf, type MonthSpan } from '#api/db/month-spans.js';
import type { AutoRenewalStatus } from '@game-assist/contracts';
import { autoRenewals, chargeEvents, charges, commissions, providerEvents, refunds } from '#api/db/schema/payments.js';
import type { PageCursor } from '#api/lib/page-cursor.js';

export type ChargeRow = typeof charges.$inferSelect;
export type NewCharge = typeof charges.$inferInsert;
export type ChargeEventRow = typeof chargeEvents.$inferSelect;

export async function insertCharge(tx: Executor, values: NewCharge): Promise<ChargeRow> {
  const [row] = await tx.insert(charges).values(values).returning();
  if (!row) throw new Error('charge insert returned nothing');
  return row;
}

/** A renewal charge, unless another process made this period's already (null then). */
export async function insertRenewal(tx: Executor, values: NewCharge): Promise<ChargeRow | null> {
  const [row] = await tx
    .insert(charges)
    .values(values)
    .onConflictDoNothing({ target: [charges.accountId, charges.renewsPaidUntil] })
    .returning();
  return row ?? null;
}

export async function updateCharge(tx: Executor, id: string, values: Partial<NewCharge>): Promise<ChargeRow> {
  const [row] = await tx.update(charges).set(values).where(eq(charges.id, id)).returning();
  if (!row) throw new Error('charge vanished');
  return row;
}

export const findCharge = async (db: Executor, id: string, accountId?: string) =>
  (
    await db
      .select()
      .from(charges)
      .where(accountId ? and(eq(charges.id, id), eq(charges.accountId, accountId)) : eq(charges.id, id))
      .limit(1)
  )[0];

/** Locks the charge for the rest of the transaction: two confirmations are decided one after the other. */
export const lockCharge = async (tx: Executor, id: string) =>
  (await tx.select().from(charges).where(eq(charges.id, id)).for('update').limit(1))[0];

export const findByIdempotencyKey = async (tx: Executor, accountId: string, key: string) =>
  (
    await tx
      .select()
      .from(charges)
      .where(and(eq(charges.accountId, accountId), eq(charges.idempotencyKey, key)))
      .limit(1)
  )[0];

/** The charge an Asaas event is about: by our reference, its payment, or its instalment plan. */
export async function findByProviderReference(
  db: Executor,
  ref: { externalReference?: string | null; paymentId: string; installmentId?: string | null },
) {
  const matches: SQL[] = [eq(charges.providerPaymentId, ref.paymentId)];
  if (ref.installmentId) matches.push(eq(charges.providerInstallmentId, ref.installmentId));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (ref.externalReference && uuid.test(ref.externalReference)) matches.push(eq(charges.id, ref.externalReference));
  return (
    await db
      .select()
      .from(charges)
      .where(and(eq(charges.provider, 'asaas'), or(...matches)))
      .limit(1)
  )[0];
}

export const listCharges = (db: Executor, accountId: string, limit: number) =>
  db.select().from(charges).where(eq(charges.accountId, accountId)).orderBy(desc(charges.seq)).limit(limit);

export function listAllCharges(
  db: Executor,
  status: ChargeRow['status'] | undefined,
  limit: number,
  after?: PageCursor,
) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(charges.status, status));
  if (after) conditions.push(lt(charges.seq, after.seq));
  return db
    .select()
    .from(charges)
    .where(and(...conditions))
    .orderBy(desc(charges.seq))
    .limit(limit);
}

/** The account's other pending charges, replaced by a new one. */
export const cancelPendingOf = (tx: Executor, accountId: string, except: string) =>
  tx
    .update(charges)
    .set({ status: 'cancelada' })
    .where(and(eq(charges.accountId, accountId), eq(charges.status, 'pendente'), ne(charges.id, except)))
    .returning({ id: charges.id });

/** Pending charges past their time: expired, once, whatever the processes. */
export const expireDue = (tx: Executor, now: Date) =>
  tx
    .update(charges)
    .set({ status: 'expirada' })
    .where(and(eq(charges.status, 'pendente'), lt(charges.expiresAt, now)))
    .returning({ id: charges.id });

/** A charge's event made by an operator or a provider. */
export const eventBy = (
  chargeId: string,
  type: ChargeEventRow['type'],
  by: { actor: 'operador' | 'provedor'; accountId?: string; note?: string },
  at: Date,
) => ({ chargeId, type, actor: by.actor, actorAccountId: by.accountId ?? null, note: by.note ?? null, at });

export async function insertEvents(tx: Executor, rows: (typeof chargeEvents.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(chargeEvents).values(rows);
}

/**
 * The newest `scan` charges cancelled here that a provider holds, with their last event's type and how
 * many of their events are failures: cancelAtProvider's removals to try again.
 */
export const cancelledAtProviderRecently = (db: Executor, scan: number) =>
  db
    .select({
      id: charges.id,
      providerPaymentId: charges.providerPaymentId,
      lastEvent: sql<
        string | null
      >`(select e.type from ${chargeEvents} e where e.charge_id = "charges"."id" order by e.id desc limit 1)`,
      failures: sql<number>`(select count(*)::int from ${chargeEvents} e where e.charge_id = "charges"."id" and e.type = 'falhou')`,
    })
    .from(charges)
    .where(and(eq(charges.status, 'cancelada'), isNotNull(charges.providerPaymentId)))
    .orderBy(desc(charges.seq))
    .limit(scan);

export const eventsOf = (db: Executor, chargeId: string) =>
  db.select().from(chargeEvents).where(eq(chargeEvents.chargeId, chargeId)).orderBy(asc(chargeEvents.id));

/** Records a provider's event once: false when this event id was recorded before. */
export async function recordProviderEvent(tx: Executor, values: typeof providerEvents.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(providerEvents)
    .values(values)
    .onConflictDoNothing({ target: [providerEvents.provider, providerEvents.eventId] })
    .returning({ id: providerEvents.id });
  return rows.length === 1;
}

/** The provider's own date ('yyyy-mm-dd hh:mm:ss') of the latest of these events accepted about the charge. */
export const lastEventDate = async (db: Executor, chargeId: string, types: string[]) =>
  (
    await db
      .select({ at: sql<string | null>`max(${providerEvents.payload}->>'dateCreated')` })
      .from(providerEvents)
      .where(
        and(
          eq(providerEvents.chargeId, chargeId),
          inArray(providerEvents.eventType, types),
          inArray(providerEvents.outcome, ['aplicado', 'sem-efeito', 'fora-de-ordem']),
        ),
      )
  )[0]?.at ?? null;

export const providerEventsOf = (db: Executor, provider: 'asaas') =>
  db.select().from(providerEvents).where(eq(providerEvents.provider, provider)).orderBy(asc(providerEvents.id));

/** The account's last paid charge: its payer pays the renewal. */
export const lastPaid = async (db: Executor, accountId: string) =>
  (
    await db
      .select()
      .from(charges)
      .where(and(eq(charges.accountId, accountId), eq(charges.status, 'paga')))
      .orderBy(desc(charges.seq))
      .limit(1)
  )[0];

/** Whether the account has a renewal charge still pending (of this period or, moved on by a 'Cortesia', an earlier one). */
export const hasPendingRenewal = async (db: Executor, accountId: string) =>
  (
    await db
      .select({ id: charges.id })
      .from(charges)
      .where(and(eq(charges.accountId, accountId), eq(charges.kind, 'renovacao'), eq(charges.status, 'pendente')))
      .limit(1)
  ).length > 0;

/** The account's newest pending PIX charge with a code still payable at `now` (the central mails it again, #67). */
export const payablePix = async (db: Executor, accountId: string, now: Date) =>
  (
    await db
      .select()
      .from(charges)
      .where(
        and(
          eq(charges.accountId, accountId),
          eq(charges.status, 'pendente'),
          eq(charges.method, 'pix'),
          isNotNull(charges.copiaECola),
          gt(charges.expiresAt, now),
        ),
      )
      .orderBy(desc(charges.seq))
      .limit(1)
  )[0];

/** Whether the account ever gave `cpf` (11 digits) as the payer's: the titular's own, by the checkout's word. */
export const gavePayerCpf = async (db: Executor, accountId: string, cpf: string) =>
  (
    await db
      .select({ id: charges.id })
      .from(charges)
      .where(and(eq(charges.accountId, accountId), eq(charges.payerCpf, cpf)))
      .limit(1)
  ).length > 0;

export const allChargesOf = (db: Executor, accountId: string) =>
  db.select().from(charges).where(eq(charges.accountId, accountId)).orderBy(asc(charges.seq));

export async function eventsOfCharges(db: Executor, chargeIds: string[]) {
  if (chargeIds.length === 0) return [];
  return db.select().from(chargeEvents).where(inArray(chargeEvents.chargeId, chargeIds)).orderBy(asc(chargeEvents.id));
}

/** Charges stay 5 years (tax law), without the payer's CPF, notes, or a provider's payload beyond the event name. */
export async function anonymiseChargesOf(tx: Executor, accountId: string): Promise<void> {
  const ids = (
    await tx
      .update(charges)
      .set({ payerCpf: '', idempotencyKey: null, fingerprint: null })
      .where(eq(charges.accountId, accountId))
      .returning({
        id: charges.id,
      })
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await tx.update(chargeEvents).set({ note: null }).where(inArray(chargeEvents.chargeId, ids));
  await tx
    .update(providerEvents)
    .set({ payload: sql`jsonb_build_object('event', ${providerEvents.eventType})` })
    .where(inArray(providerEvents.chargeId, ids));
}

export type RefundRow = typeof refunds.$inferSelect;

/** The account's first payment: the 7-day withdrawal window counts from it. */
export const firstPaid = async (db: Executor, accountId: string) =>
  (
    await db
      .select()
      .from(charges)
      .where(and(eq(charges.accountId, accountId), sql`${charges.paidAt} is not null`))
      .orderBy(asc(charges.paidAt))
      .limit(1)
  )[0];

/** The account's paid charges (not refunded): what a withdrawal gives back. */
export const paidOf = (db: Executor, accountId: string) =>
  db
    .select({ id: charges.id, amountCents: charges.amountCents })
    .from(charges)
    .where(and(eq(charges.accountId, accountId), eq(charges.status, 'paga')));

export const lockPaidOf = (tx: Executor, accountId: string) =>
  tx
    .select()
    .from(charges)
    .where(and(eq(charges.accountId, accountId), eq(charges.status, 'paga')))
    .orderBy(asc(charges.seq))
    .for('update');

/** Every pending charge of the account is cancelled; a renewal's period is freed so an undo can renew. */
export const cancelAllPendingOf = (tx: Executor, accountId: string) =>
  tx
    .update(charges)
    .set({ status: 'cancelada', renewsPaidUntil: null })
    .where(and(eq(charges.accountId, accountId), eq(charges.status, 'pendente')))
    .returning({ id: charges.id });

export async function insertRefund(tx: Executor, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export const refundOfCharge = async (db: Executor, chargeId: string) =>
  (await db.select().from(refunds).where(eq(refunds.chargeId, chargeId)).limit(1))[0];

export const findRefund = async (db: Executor, id: string) =>
  (await db.select().from(refunds).where(eq(refunds.id, id)).limit(1))[0];

export const refundsOfProtocol = (db: Executor, protocol: string) =>
  db.select().from(refunds).where(eq(refunds.protocol, protocol));

export const refundsOfCharges = (db: Executor, chargeIds: string[]) =>
  chargeIds.length === 0 ? Promise.resolve([]) : db.select().from(refunds).where(inArray(refunds.chargeId, chargeIds));

export const refundsOfAccount = (db: Executor, accountId: string) =>
  db.select().from(refunds).where(eq(refunds.accountId, accountId)).orderBy(asc(refunds.seq));

export async function eraseDoneRefundKeysOf(tx: Executor, accountId: string): Promise<void> {
  await tx
    .update(refunds)
    .set({ pixKey: '' })
    .where(and(eq(refunds.accountId, accountId), eq(refunds.status, 'concluido')));
}

export async function updateRefund(tx: Executor, id: string, values: Partial<typeof refunds.$inferInsert>) {
  await tx.update(refunds).set(values).where(eq(refunds.id, id));
}

export async function operatorRefunds(db: Executor, doneLimit: number) {
  const pending = await db.select().from(refunds).where(eq(refunds.status, 'pendente')).orderBy(asc(refunds.seq));
  const done = await db
    .select()
    .from(refunds)
    .where(eq(refunds.status, 'concluido'))
    .orderBy(desc(refunds.seq))
    .limit(doneLimit);
  return [...pending, ...done];
}

/** Provider refunds not yet asked (the provider did not answer): the billing cycle asks again. */
export const refundsToAsk = (db: Executor) =>
  db
    .select({ refund: refunds, charge: charges })
    .from(refunds)
    .innerJoin(charges, eq(charges.id, refunds.chargeId))
    .where(and(eq(refunds.status, 'pendente'), isNull(refunds.providerAskedAt), ne(charges.provider, 'pix-manual')));

/** A commission or its reversal, once per charge and kind whatever the retries. */
export async function insertCommission(tx: Executor, values: typeof commissions.$inferInsert) {
  await tx
    .insert(commissions)
    .values(values)
    .onConflictDoNothing({ target: [commissions.chargeId, commissions.kind] });
}

export const commissionOf = async (db: Executor, chargeId: string) =>
  (
    await db
      .select()
      .from(commissions)
      .where(and(eq(commissions.chargeId, chargeId), eq(commissions.kind, 'comissao')))
      .limit(1)
  )[0];

export const commissionTotals = (db: Executor, months: readonly string[]) =>
  db
    .select({
      month: commissions.month,
      affiliateId: commissions.affiliateId,
      kind: commissions.kind,
      count: sql<number>`count(*)::int`,
      base: sql<number>`coalesce(sum(${commissions.baseCents}), 0)::int`,
      amount: sql<number>`coalesce(sum(${commissions.amountCents}), 0)::int`,
    })
    .from(commissions)
    .where(inArray(commissions.month, [...months]))
    .groupBy(commissions.month, commissions.affiliateId, commissions.kind);

/** The accounts whose charges earned `affiliateId` a commission, per statement month. */
export const commissionPayers = (db: Executor, affiliateId: string, months: readonly string[]) =>
  db
    .selectDistinct({ month: commissions.month, accountId: charges.accountId })
    .from(commissions)
    .innerJoin(charges, eq(charges.id, commissions.chargeId))
    .where(
      and(
        eq(commissions.affiliateId, affiliateId),
        eq(commissions.kind, 'comissao'),
        inArray(commissions.month, [...months]),
      ),
    );

export async function claimProviderAsk(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ providerAskedAt: at })
    .where(and(eq(refunds.id, id), isNull(refunds.providerAskedAt)))
    .returning({ id: refunds.id });
  return rows.length === 1;
}

/** Accounts that paid with this CPF (11 digits; the staff's look-up, #67). */
export async function accountsByPayerCpf(db: Executor, cpf: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ accountId: charges.accountId })
    .from(charges)
    .where(eq(charges.payerCpf, cpf))
    .limit(50);
  return rows.map((row) => row.accountId);
}

/** The account a PIX txid was made for. */
export async function accountOfTxid(db: Executor, txid: string): Promise<string | undefined> {
  const rows = await db.select({ accountId: charges.accountId }).from(charges).where(eq(charges.txid, txid)).limit(1);
  return rows[0]?.accountId;
}

/** The CPF of the account's latest charge (empty once the account was deleted). */
export async function latestPayerCpf(db: Executor, accountId: string): Promise<string | undefined> {
  const rows = await db
    .select({ cpf: charges.payerCpf })
    .from(charges)
    .where(eq(charges.accountId, accountId))
    .orderBy(desc(charges.seq))
    .limit(1);
  return rows[0]?.cpf || undefined;
}

/** Per month and method, the centavos received (charges paid in it) and given back (refunds completed in it) (#67). */
export async function moneyInMonths(db: Executor, spans: readonly MonthSpan[]) {
  return rowsOf<{ month: string; method: string; received: number; refunded: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)}
      select m.month, x.method, sum(x.received)::bigint as received, sum(x.refunded)::bigint as refunded
      from months m join (
        select paid_at as at, method, amount_cents as received, 0 as refunded from charges
        where paid_at >= (select min(starts) from months) and paid_at < (select max(ends) from months)
        union all
        select r.completed_at, c.method, 0, r.amount_cents
        from refunds r join charges c on c.id = r.charge_id
        where r.completed_at >= (select min(starts) from months) and r.completed_at < (select max(ends) from months)
      ) x on x.at >= m.starts and x.at < m.ends
      group by m.month, x.method`),
  );
}

/**
 * Per month, ARR at its end (#69): a year of each charge in force then, its centavos × 12 ÷ `period_months` when
 * paid in the `period_months` months ending with it and no refund asked by then (`periods`: every `period_months`).
 */
export async function annualRevenueAtMonthEnds(db: Executor, spans: readonly MonthSpan[], periods: readonly number[]) {
  const inForce = (months: SQL) => sql`c.paid_at < m.ends and c.paid_at >= m.ends - make_interval(months => ${months})`;
  const year = sql`coalesce(sum(c.amount_cents * 12.0 / c.period_months), 0)`;
  // One range of `charges_period_paid_at_idx` per period: a month of monthly debits, a year of yearly payments.
  const paid = periods.map(
    (months) =>
      sql`(select ${year} from charges c where c.period_months = ${months}::int and ${inForce(sql`${months}::int`)})`,
  );
  return rowsOf<{ month: string; arr: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)}
      select m.month, round(${sql.join(paid, sql` + `)}
        - (select ${year} from refunds r join charges c on c.id = r.charge_id and ${inForce(sql`c.period_months`)}
           where r.requested_at < m.ends)
      )::bigint as arr
      from months m`),
  );
}

export type AutoRenewalRow = typeof autoRenewals.$inferSelect;

/** The statuses an authorisation ends in: nothing moves it after. */
export const ENDED_AUTO_RENEWAL: readonly AutoRenewalStatus[] = [
  'recusada',
  'cancelada-pelo-pagador',
  'desativada',
  'expirada',
];

export async function insertAutoRenewal(
  tx: Executor,
  values: typeof autoRenewals.$inferInsert,
): Promise<AutoRenewalRow> {
  const [row] = await tx.insert(autoRenewals).values(values).returning();
  if (!row) throw new Error('auto renewal insert returned nothing');
  return row;
}

export const updateAutoRenewal = (tx: Executor, id: string, values: Partial<typeof autoRenewals.$inferInsert>) =>
  tx.update(autoRenewals).set(values).where(eq(autoRenewals.id, id));

export const latestAutoRenewal = async (db: Executor, accountId: string, forUpdate = false) => {
  const query = db
    .select()
    .from(autoRenewals)
    .where(eq(autoRenewals.accountId, accountId))
    .orderBy(desc(autoRenewals.createdAt), desc(autoRenewals.id))
    .limit(1);
  return (forUpdate ? await query.for('update') : await query)[0];
};

export const autoRenewalsOf = (db: Executor, accountId: string) =>
  db.select().from(autoRenewals).where(eq(autoRenewals.accountId, accountId)).orderBy(asc(autoRenewals.createdAt));

export const autoRenewalById = async (db: Executor, id: string) =>
  (await db.select().from(autoRenewals).where(eq(autoRenewals.id, id)))[0];

export const lockAutoRenewal = async (tx: Executor, id: string) =>
  (await tx.select().from(autoRenewals).where(eq(autoRenewals.id, id)).for('update'))[0];

export const autoRenewalByAuthorization = async (db: Executor, providerAuthorizationId: string) =>
  (await db.select().from(autoRenewals).where(eq(autoRenewals.providerAuthorizationId, providerAuthorizationId)))[0];

export const activeAutoRenewals = (db: Executor) =>
  db.select().from(autoRenewals).where(eq(autoRenewals.status, 'ativa'));

/** Authorisations ended here whose cancellation the provider has not yet answered. */
export const autoRenewalsToCancel = (db: Executor) =>
  db
    .select()
    .from(autoRenewals)
    .where(and(eq(autoRenewals.providerCancelDue, true), isNotNull(autoRenewals.providerAuthorizationId)));

/** The authorisation's newest debit (any try). */
export const lastDebitOf = async (db: Executor, autoRenewalId: string) =>
  (
    await db
      .select()
      .from(charges)
      .where(and(eq(charges.autoRenewalId, autoRenewalId), isNotNull(charges.debitDueOn)))
      .orderBy(desc(charges.seq))
      .limit(1)
  )[0];

/** Whether a debit (any try) was made for the period ending `paidUntil`. */
export const debitMadeFor = async (db: Executor, autoRenewalId: string, paidUntil: string) =>
  (
    await db
      .select({ id: charges.id })
      .from(charges)
      .where(and(eq(charges.autoRenewalId, autoRenewalId), eq(charges.debitFor, paidUntil)))
      .limit(1)
  ).length > 0;

/** The authorisation's debits sent and not taken, cancelled with it (their period freed): their ids. */
export const cancelPendingDebits = async (tx: Executor, autoRenewalId: string) =>
  tx
    .update(charges)
    .set({ status: 'cancelada', renewsPaidUntil: null })
    .where(and(eq(charges.autoRenewalId, autoRenewalId), eq(charges.status, 'pendente'), isNotNull(charges.debitDueOn)))
    .returning({ id: charges.id });
