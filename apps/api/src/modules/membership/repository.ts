import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { monthsTable, rowsOf, type MonthSpan } from '#api/db/month-spans.js';
import { cardRevocations, cardTokenDevices, cardTokenFailures, dependants } from '#api/db/schema/membership.js';

export async function insertCardTokenDevice(tx: Executor, values: typeof cardTokenDevices.$inferInsert) {
  await tx.insert(cardTokenDevices).values(values);
}

export async function deleteCardTokenDevices(tx: Executor, which: { familyId: string } | { accountId: string }) {
  await tx
    .delete(cardTokenDevices)
    .where(
      'familyId' in which
        ? eq(cardTokenDevices.familyId, which.familyId)
        : eq(cardTokenDevices.accountId, which.accountId),
    );
}

/** The account's devices whose session has not ended. */
export const liveCardTokenDevices = (db: Executor, accountId: string, now: Date) =>
  db
    .select()
    .from(cardTokenDevices)
    .where(and(eq(cardTokenDevices.accountId, accountId), gt(cardTokenDevices.expiresAt, now)));

/**
 * Counts one check against the member number's budget in one statement (the row's lock orders
 * racing checks); a window that has ended starts again. Undefined when the budget is spent.
 */
export async function takeCardTokenCheck(db: Executor, memberNumber: string, now: Date, windowMs: number, max: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${cardTokenFailures.windowEnds} <= ${at}`;
  const rows = await db
    .insert(cardTokenFailures)
    .values({ memberNumber, failures: 1, windowEnds: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: cardTokenFailures.memberNumber,
      set: {
        failures: sql`case when ${ended} then 1 else ${cardTokenFailures.failures} + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${cardTokenFailures.windowEnds} end`,
      },
      setWhere: or(ended, lt(cardTokenFailures.failures, max)),
    })
    .returning({ failures: cardTokenFailures.failures });
  return rows[0];
}

/** When the member number's spent budget comes back (undefined if it is not spent). */
export const cardTokenWindowEnd = async (db: Executor, memberNumber: string) =>
  (
    await db
      .select({ windowEnds: cardTokenFailures.windowEnds })
      .from(cardTokenFailures)
      .where(eq(cardTokenFailures.memberNumber, memberNumber))
      .limit(1)
  )[0]?.windowEnds;

/** A check whose token was right gives its count back. */
export const giveBackCardTokenCheck = (db: Executor, memberNumber: string, now: Date) =>
  db
    .update(cardTokenFailures)
    .set({ failures: sql`${cardTokenFailures.failures} - 1` })
    .where(
      and(
        eq(cardTokenFailures.memberNumber, memberNumber),
        gt(cardTokenFailures.failures, 0),
        gt(cardTokenFailures.windowEnds, now),
      ),
    );

export const purgeCardTokenFailures = (db: Executor, now: Date) =>
  db.delete(cardTokenFailures).where(lte(cardTokenFailures.windowEnds, now));

/** Records `step` as the device's newest accepted one; false when it or a later one was. */
export async function acceptCardTokenStep(db: Executor, familyId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(cardTokenDevices)
    .set({ lastStep: step })
    .where(
      and(
        eq(cardTokenDevices.familyId, familyId),
        or(isNull(cardTokenDevices.lastStep), lt(cardTokenDevices.lastStep, step)),
      ),
    )
    .returning({ familyId: cardTokenDevices.familyId });
  return rows.length === 1;
}

/** Voids the rid's cards issued before `at`; the list's counter moves on. */
export async function revokeRid(tx: Executor, rid: string, at: Date) {
  const ctr = sql`nextval('card_revocation_ctr')`;
  await tx
    .insert(cardRevocations)
    .values({ rid, revokedBefore: at, ctr })
    .onConflictDoUpdate({
      target: cardRevocations.rid,
      set: { revokedBefore: sql`greatest(${cardRevocations.revokedBefore}, excluded.revoked_before)`, ctr },
    });
}

export const findRevocation = async (db: Executor, rid: string) =>
  (await db.select().from(cardRevocations).where(eq(cardRevocations.rid, rid)).limit(1))[0];

export async function revocationList(db: Executor, since: Date) {
  const rows = await db
    .select({ rid: cardRevocations.rid, revokedBefore: cardRevocations.revokedBefore })
    .from(cardRevocations)
    .where(gt(cardRevocations.revokedBefore, since))
    .orderBy(cardRevocations.rid);
  const [counter] = await db.select({ ctr: sql<string | null>`max(${cardRevocations.ctr})` }).from(cardRevocations);
  return { rows, ctr: Number(counter?.ctr ?? 0) };
}
export type DependantRow = typeof dependants.$inferSelect;

/** The subscription's dependants not removed, oldest first. */
export const activeDependants = (db: Executor, subscriptionId: string) =>
  db
    .select()
    .from(dependants)
    .where(and(eq(dependants.subscriptionId, subscriptionId), isNull(dependants.removedAt)))
    .orderBy(dependants.includedAt, dependants.id);

/** Every dependant the subscription ever had, removed ones too (the titular's download, request names). */
export const allDependants = (db: Executor, subscriptionId: string) =>
  db.select().from(dependants).where(eq(dependants.subscriptionId, subscriptionId)).orderBy(dependants.includedAt);

/** One of the subscription's active dependants; `forUpdate` locks it. */
export async function findActiveDependant(
  db: Executor,
  subscriptionId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(dependants)
    .where(and(eq(dependants.id, id), eq(dependants.subscriptionId, subscriptionId), isNull(dependants.removedAt)))
    .limit(1);
  return (await (options.forUpdate ? query.for('update') : query))[0];
}

/** The active dependant whose own sign-in is this account. */
/** Every dependant row a CPF has had on the subscription, removed ones too. */
export const dependantIdsByCpf = async (db: Executor, subscriptionId: string, cpf: string) =>
  (
    await db
      .select({ id: dependants.id })
      .from(dependants)
      .where(and(eq(dependants.subscriptionId, subscriptionId), eq(dependants.cpf, cpf)))
  ).map((row) => row.id);

export const dependantOfAccount = async (db: Executor, accountId: string) =>
  (
    await db
      .select()
      .from(dependants)
      .where(and(eq(dependants.accountId, accountId), isNull(dependants.removedAt)))
      .limit(1)
  )[0];

export const findDependantByMemberNumber = async (db: Executor, memberNumber: string) =>
  (await db.select().from(dependants).where(eq(dependants.memberNumber, memberNumber)).limit(1))[0];

/** The active dependant invited at this address who has no sign-in yet; the latest invitation wins. */
export const invitedDependant = async (db: Executor, email: string) =>
  (
    await db
      .select()
      .from(dependants)
      .where(and(eq(dependants.inviteEmail, email), isNull(dependants.removedAt), isNull(dependants.accountId)))
      .orderBy(desc(dependants.invitedAt))
      .limit(1)
      .for('update')
  )[0];

export const activeDependantWithCpf = async (db: Executor, cpf: string) =>
  (
    await db
      .select({ id: dependants.id })
      .from(dependants)
      .where(and(eq(dependants.cpf, cpf), isNull(dependants.removedAt)))
      .limit(1)
  )[0];

/** Inserts one; 'cpf-taken' or 'number-taken' when a unique index refused it (nothing written). */
export async function insertDependant(
  tx: Executor,
  values: typeof dependants.$inferInsert,
): Promise<DependantRow | 'cpf-taken' | 'number-taken'> {
  // ON CONFLICT names no index: either unique index (CPF among the active, member number) refuses it.
  const rows = await tx.insert(dependants).values(values).onConflictDoNothing().returning();
  if (rows[0]) return rows[0];
  return (await activeDependantWithCpf(tx, values.cpf)) ? 'cpf-taken' : 'number-taken';
}

export async function updateDependant(
  tx: Executor,
  id: string,
  values: Partial<
    Pick<
      DependantRow,
      'name' | 'birthDate' | 'cpf' | 'relationship' | 'inviteEmail' | 'invitedAt' | 'accountId' | 'removedAt'
    >
  >,
) {
  const [row] = await tx.update(dependants).set(values).where(eq(dependants.id, id)).returning();
  return row;
}

/** The names and member numbers of dependants by id (removed ones too): who a request was for. */
export async function dependantFaces(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; memberNumber: string }>();
  const rows = await db
    .select({ id: dependants.id, name: dependants.name, memberNumber: dependants.memberNumber })
    .from(dependants)
    .where(inArray(dependants.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, memberNumber: row.memberNumber }]));
}

/** A new random rid for a dependant's member card (a re-issued card, #67). */
export async function replaceDependantRid(tx: Executor, dependantId: string) {
  await tx
    .update(dependants)
    .set({ cardRid: sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)` })
    .where(eq(dependants.id, dependantId));
}

/** The card rids of the subscription's active dependants: they go with the titular's. */
export const dependantRidsOf = async (db: Executor, subscriptionIds: string[]) =>
  subscriptionIds.length === 0
    ? []
    : db
        .select({ subscriptionId: dependants.subscriptionId, rid: dependants.cardRid })
        .from(dependants)
        .where(and(inArray(dependants.subscriptionId, subscriptionIds), isNull(dependants.removedAt)));

export async function deleteDependantsOf(tx: Executor, subscriptionId: string) {
  await tx.delete(dependants).where(eq(dependants.subscriptionId, subscriptionId));
}

export async function findDependantsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dependants)
    .where(inArray(dependants.id, [...new Set(ids)]));
}

/** The subscriptions a dependant with this CPF or member number is on (the staff's look-up, #67). */
export async function subscriptionsOfDependant(
  db: Executor,
  key: { cpf: string } | { memberNumber: string },
): Promise<string[]> {
  const where = 'cpf' in key ? eq(dependants.cpf, key.cpf) : eq(dependants.memberNumber, key.memberNumber);
  const rows = await db.select({ subscriptionId: dependants.subscriptionId }).from(dependants).where(where).limit(50);
  return rows.map((row) => row.subscriptionId);
}

/** Per month, the dependants in place at its end: included before it, not removed by then (#67). */
export async function dependantsAtMonthEnds(db: Executor, spans: readonly MonthSpan[]) {
  return rowsOf<{ month: string; count: number }>(
    await db.execute(sql`
      with ${monthsTable(spans)}
      select m.month, count(d.id)::int as count
      from months m join dependants d on d.included_at < m.ends and (d.removed_at is null or d.removed_at >= m.ends)
      group by m.month`),
  );
}
