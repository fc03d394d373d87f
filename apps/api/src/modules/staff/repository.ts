import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { staffMembers, staffPasskeys, staffSessions } from '#api/db/schema/staff.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffStatus = 'convidada' | 'ativa' | 'suspensa' | 'removida';
export type StaffOrigin = 'convite' | 'ADMIN_EMAILS' | 'OPERATOR_EMAILS' | 'seed';

export const findStaffMember = async (db: Executor, accountId: string) =>
  (await db.select().from(staffMembers).where(eq(staffMembers.accountId, accountId)).limit(1))[0];

/** A row for a person a bootstrap list names, unless they have one (whatever its status). */
export async function insertBootstrapMember(
  db: Executor,
  values: { accountId: string; roles: StaffRole[]; origin: StaffOrigin; at: Date },
): Promise<void> {
  await db
    .insert(staffMembers)
    .values({
      accountId: values.accountId,
      roles: values.roles,
      status: 'ativa',
      origin: values.origin,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing();
}

export async function hasStaffPasskey(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffPasskeys.passkeyId })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId))
    .limit(1);
  return rows.length > 0;
}

export async function isStaffPasskey(db: Executor, accountId: string, passkeyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffPasskeys.passkeyId })
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.accountId, accountId), eq(staffPasskeys.passkeyId, passkeyId)))
    .limit(1);
  return rows.length > 0;
}

/** The passkey now opens /Operador; enrolment closes, and an invited person becomes active. */
export async function addStaffPasskey(tx: Executor, accountId: string, passkeyId: string, at: Date): Promise<void> {
  await tx.insert(staffPasskeys).values({ accountId, passkeyId, createdAt: at }).onConflictDoNothing();
  await tx
    .update(staffMembers)
    .set({
      enrolmentUntil: null,
      status: sql`case when ${staffMembers.status} = 'convidada' then 'ativa' else ${staffMembers.status} end`,
      updatedAt: at,
    })
    .where(eq(staffMembers.accountId, accountId));
}

export const findStaffSession = async (db: Executor, sessionId: string) =>
  (await db.select().from(staffSessions).where(eq(staffSessions.sessionId, sessionId)).limit(1))[0];

/** A staff sign-in; the account's sessions already over go (12 h from their start, or idle). */
export async function startStaffSession(
  tx: Executor,
  values: { sessionId: string; accountId: string; at: Date; endedBefore: { started: Date; seen: Date } },
): Promise<void> {
  await tx
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.accountId, values.accountId),
        or(
          lt(staffSessions.startedAt, values.endedBefore.started),
          lt(staffSessions.lastSeenAt, values.endedBefore.seen),
        ),
      ),
    );
  await tx
    .insert(staffSessions)
    .values({
      sessionId: values.sessionId,
      accountId: values.accountId,
      startedAt: values.at,
      lastSeenAt: values.at,
      verifiedAt: values.at,
    })
    .onConflictDoUpdate({ target: staffSessions.sessionId, set: { lastSeenAt: values.at, verifiedAt: values.at } });
}

export async function touchStaffSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.sessionId, sessionId));
}
