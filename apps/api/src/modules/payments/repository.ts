import { and, asc, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { chargeEvents, charges, providerEvents } from '#api/db/schema/payments.js';
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

export async function insertEvents(tx: Executor, rows: (typeof chargeEvents.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(chargeEvents).values(rows);
}

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

export const allChargesOf = (db: Executor, accountId: string) =>
  db.select().from(charges).where(eq(charges.accountId, accountId)).orderBy(asc(charges.seq));

export async function eventsOfCharges(db: Executor, chargeIds: string[]) {
  if (chargeIds.length === 0) return [];
  return db.select().from(chargeEvents).where(inArray(chargeEvents.chargeId, chargeIds)).orderBy(asc(chargeEvents.id));
}

/** A deleted account's pending charges: cancelled, so nothing more is collected. */
export const cancelAllPendingOf = (tx: Executor, accountId: string) =>
  tx
    .update(charges)
    .set({ status: 'cancelada' })
    .where(and(eq(charges.accountId, accountId), eq(charges.status, 'pendente')))
    .returning({ id: charges.id });

/**
 * The charges stay (the tax law keeps payment records for 5 years), without the payer's CPF, any
 * note written about them, or what a provider sent about them beyond its event's name.
 */
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
