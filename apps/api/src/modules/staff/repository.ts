import { eq } from 'drizzle-orm';
import type { StaffRole } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { staffMembers } from '#api/db/schema/staff.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
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
