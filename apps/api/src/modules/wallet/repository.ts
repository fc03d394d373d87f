import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { walletPasses, walletRegistrations } from '#api/db/schema/wallet.js';

export type { PassFace } from '#api/db/schema/wallet.js';
export type PassRow = typeof walletPasses.$inferSelect;
export type Wallet = PassRow['wallet'];
type PassContent = Pick<PassRow, 'digest' | 'face' | 'cardToken' | 'cardExpiresAt' | 'voidReason'>;

const personIs = (wallet: Wallet, subscriptionId: string, dependantId: string | null) =>
  and(
    eq(walletPasses.wallet, wallet),
    eq(walletPasses.subscriptionId, subscriptionId),
    dependantId === null ? isNull(walletPasses.dependantId) : eq(walletPasses.dependantId, dependantId),
  );

export async function findPassOf(db: Executor, wallet: Wallet, subscriptionId: string, dependantId: string | null) {
  return (
    await db
      .select()
      .from(walletPasses)
      .where(personIs(wallet, subscriptionId, dependantId))
      .limit(1)
  )[0];
}

export async function findPass(db: Executor, serial: string) {
  return (await db.select().from(walletPasses).where(eq(walletPasses.serial, serial)).limit(1))[0];
}

/** The person's pass, made now unless another request made it first (then theirs). */
export async function insertPass(db: Executor, row: typeof walletPasses.$inferInsert): Promise<PassRow | undefined> {
  const [made] = await db.insert(walletPasses).values(row).onConflictDoNothing().returning();
  return made ?? findPassOf(db, row.wallet, row.subscriptionId, row.dependantId ?? null);
}

/** New content if the row is still as `seen`; `updated_at` moves a second on (HTTP dates have seconds). */
export async function updateContent(
  db: Executor,
  seen: Pick<PassRow, 'serial' | 'updatedAt'>,
  content: PassContent,
  now: Date,
): Promise<PassRow | undefined> {
  const [row] = await db
    .update(walletPasses)
    .set({
      ...content,
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, date_trunc('second', ${walletPasses.updatedAt}) + interval '1 second')`,
    })
    .where(and(eq(walletPasses.serial, seen.serial), eq(walletPasses.updatedAt, seen.updatedAt)))
    .returning();
  return row;
}

export const passesAfter = (db: Executor, after: string, limit: number) =>
  db.select().from(walletPasses).where(gt(walletPasses.serial, after)).orderBy(asc(walletPasses.serial)).limit(limit);

/** True when the device was not registered for the pass yet. */
export async function register(db: Executor, row: typeof walletRegistrations.$inferInsert): Promise<boolean> {
  const [existing] = await db
    .select({ token: walletRegistrations.pushToken })
    .from(walletRegistrations)
    .where(
      and(eq(walletRegistrations.deviceLibraryId, row.deviceLibraryId), eq(walletRegistrations.serial, row.serial)),
    );
  if (existing) {
    if (existing.token !== row.pushToken) {
      await db
        .update(walletRegistrations)
        .set({ pushToken: row.pushToken })
        .where(
          and(eq(walletRegistrations.deviceLibraryId, row.deviceLibraryId), eq(walletRegistrations.serial, row.serial)),
        );
    }
    return false;
  }
  const made = await db.insert(walletRegistrations).values(row).onConflictDoNothing().returning();
  return made.length === 1;
}

export async function unregister(db: Executor, deviceLibraryId: string, serial: string): Promise<boolean> {
  const gone = await db
    .delete(walletRegistrations)
    .where(and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), eq(walletRegistrations.serial, serial)))
    .returning({ serial: walletRegistrations.serial });
  return gone.length === 1;
}

/** The device's passes updated after `since` (all of them without it). */
export async function devicePassesUpdatedSince(db: Executor, deviceLibraryId: string, since: Date | undefined) {
  return db
    .select({ serial: walletPasses.serial, updatedAt: walletPasses.updatedAt })
    .from(walletRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.serial, walletRegistrations.serial))
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, deviceLibraryId),
        since ? gt(walletPasses.updatedAt, since) : undefined,
      ),
    )
    .orderBy(asc(walletPasses.serial));
}

export const registrationsOf = (db: Executor, serial: string) =>
  db.select().from(walletRegistrations).where(eq(walletRegistrations.serial, serial));

/** APNs said the token is no longer good (410, BadDeviceToken): its registrations go. */
export async function forgetPushToken(db: Executor, pushToken: string): Promise<void> {
  await db.delete(walletRegistrations).where(eq(walletRegistrations.pushToken, pushToken));
}

export const passesOfSubscription = (db: Executor, subscriptionId: string) =>
  db.select().from(walletPasses).where(eq(walletPasses.subscriptionId, subscriptionId));

/** Account deletion: the passes keep only what a void pass needs (no name, no card). */
export async function eraseFaces(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .update(walletPasses)
    .set({ face: null, cardToken: null, cardExpiresAt: null })
    .where(eq(walletPasses.subscriptionId, subscriptionId));
}

export const registrationsOfPasses = (db: Executor, serials: string[]) =>
  serials.length === 0
    ? Promise.resolve([])
    : db
        .select({
          serial: walletRegistrations.serial,
          deviceLibraryId: walletRegistrations.deviceLibraryId,
          createdAt: walletRegistrations.createdAt,
        })
        .from(walletRegistrations)
        .where(inArray(walletRegistrations.serial, serials));
