import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { staffInvitations, staffMembers, staffPasskeys, staffSessions } from '#api/db/schema/staff.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
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

/** The active members holding any of `roles`. */
export async function activeMembersHolding(db: Executor, roles: StaffRole[]): Promise<string[]> {
  const rows = await db
    .select({ accountId: staffMembers.accountId })
    .from(staffMembers)
    .where(and(eq(staffMembers.status, 'ativa'), sql`${staffMembers.roles} && ${sql.param(roles)}::text[]`));
  return rows.map((row) => row.accountId);
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
  await tx.update(staffMembers).set({ lastSignInAt: values.at }).where(eq(staffMembers.accountId, values.accountId));
}

export async function touchStaffSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.sessionId, sessionId));
}

/** Everyone 'Equipe' lists: every row but the removed ones. */
export const listMembers = (db: Executor) => db.select().from(staffMembers).where(ne(staffMembers.status, 'removida'));

/** Of these accounts, the ones holding a staff passkey. */
export async function withStaffPasskey(db: Executor, accountIds: string[]): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ accountId: staffPasskeys.accountId })
    .from(staffPasskeys)
    .where(inArray(staffPasskeys.accountId, accountIds));
  return new Set(rows.map((row) => row.accountId));
}

export const lockMember = async (tx: Executor, accountId: string) =>
  (await tx.select().from(staffMembers).where(eq(staffMembers.accountId, accountId)).for('update').limit(1))[0];

/**
 * The active administradores, their rows locked until the transaction ends: two administradores
 * demoting each other at once take turns here, and the second sees the first's change.
 */
export async function lockActiveAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ accountId: staffMembers.accountId })
    .from(staffMembers)
    .where(and(eq(staffMembers.status, 'ativa'), sql`'administrador' = any(${staffMembers.roles})`))
    .for('update');
  return rows.map((row) => row.accountId);
}

export async function updateMember(
  tx: Executor,
  accountId: string,
  values: Partial<Pick<StaffMemberRow, 'roles' | 'status' | 'enrolmentUntil'>> & { updatedAt: Date },
): Promise<StaffMemberRow> {
  const [row] = await tx.update(staffMembers).set(values).where(eq(staffMembers.accountId, accountId)).returning();
  if (!row) throw new Error('staff member vanished under its row lock');
  return row;
}

/** An invitation for an account: a new row, or a removed (or still invited) person's row made an invitation again. */
export async function upsertInvitedMember(
  tx: Executor,
  values: { accountId: string; roles: StaffRole[]; invitedBy: string; enrolmentUntil: Date; at: Date },
): Promise<StaffMemberRow> {
  const invited = {
    roles: values.roles,
    status: 'convidada',
    origin: 'convite',
    invitedBy: values.invitedBy,
    enrolmentUntil: values.enrolmentUntil,
    updatedAt: values.at,
  };
  const [row] = await tx
    .insert(staffMembers)
    .values({ accountId: values.accountId, ...invited, createdAt: values.at })
    .onConflictDoUpdate({ target: staffMembers.accountId, set: invited })
    .returning();
  if (!row) throw new Error('staff member upsert returned nothing');
  return row;
}

/** The person's staff passkeys stop opening /Operador (the passkeys stay theirs) and their staff sessions end. */
export async function endStaffAccess(tx: Executor, accountId: string): Promise<number> {
  const keys = await tx
    .delete(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId))
    .returning({ id: staffPasskeys.passkeyId });
  await endStaffSessions(tx, accountId);
  return keys.length;
}

export async function endStaffSessions(tx: Executor, accountId: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
}

export const listInvitations = (db: Executor) => db.select().from(staffInvitations);

export const findInvitationByEmail = async (db: Executor, email: string) =>
  (await db.select().from(staffInvitations).where(eq(staffInvitations.email, email)).limit(1))[0];

export const lockInvitation = async (tx: Executor, id: string) =>
  (await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update').limit(1))[0];

export async function upsertInvitation(
  tx: Executor,
  values: { email: string; roles: StaffRole[]; invitedBy: string; expiresAt: Date; at: Date },
): Promise<StaffInvitationRow> {
  const [row] = await tx
    .insert(staffInvitations)
    .values({ ...values, createdAt: values.at })
    .onConflictDoUpdate({
      target: staffInvitations.email,
      set: { roles: values.roles, invitedBy: values.invitedBy, expiresAt: values.expiresAt },
    })
    .returning();
  if (!row) throw new Error('staff invitation upsert returned nothing');
  return row;
}

export async function updateInvitationRoles(tx: Executor, id: string, roles: StaffRole[]) {
  const [row] = await tx.update(staffInvitations).set({ roles }).where(eq(staffInvitations.id, id)).returning();
  if (!row) throw new Error('staff invitation vanished under its row lock');
  return row;
}

/** Invitations that ended before `before` (nobody took them up): how many went. */
export async function deleteInvitationsExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(staffInvitations)
    .where(lt(staffInvitations.expiresAt, before))
    .returning({ id: staffInvitations.id });
  return rows.length;
}

export async function deleteInvitation(tx: Executor, id: string): Promise<void> {
  await tx.delete(staffInvitations).where(eq(staffInvitations.id, id));
}

/**
 * The invitation waiting for this address becomes the account's staff row (invited, enrolment open
 * until the invitation's end), unless it has expired (it stays listed, to be sent again) or the account has a row.
 */
export async function claimInvitation(tx: Executor, accountId: string, email: string, now: Date): Promise<void> {
  const [invitation] = await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.email, email), gt(staffInvitations.expiresAt, now)))
    .returning();
  if (!invitation) return;
  await tx
    .insert(staffMembers)
    .values({
      accountId,
      roles: invitation.roles,
      status: 'convidada',
      origin: 'convite',
      invitedBy: invitation.invitedBy,
      enrolmentUntil: invitation.expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** The account's staff passkeys (their passkeys' ids): those a step-up may be answered with. */
export async function staffPasskeyIds(db: Executor, accountId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: staffPasskeys.passkeyId })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId));
  return new Set(rows.map((row) => row.id));
}

/** The staff session's passkey checked again at `at`; its previous check, or undefined when it is not the account's. */
export async function markStaffSessionVerified(
  tx: Executor,
  values: { sessionId: string; accountId: string; at: Date },
): Promise<Date | undefined> {
  const [session] = await tx
    .select({ verifiedAt: staffSessions.verifiedAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.sessionId, values.sessionId), eq(staffSessions.accountId, values.accountId)))
    .for('update');
  if (!session) return undefined;
  await tx
    .update(staffSessions)
    .set({ verifiedAt: values.at, lastSeenAt: values.at })
    .where(eq(staffSessions.sessionId, values.sessionId));
  return session.verifiedAt;
}
