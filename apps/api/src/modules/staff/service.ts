import type { StaffRole } from '@game-assist/contracts';
import { sortedRoles } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import * as repo from './repository.js';

/** Who acts on the staff side: what a staff route knows of the person, and what the audit log records. */
export interface StaffActor {
  /** accounts.id */
  id: string;
  /** Lower-cased. */
  email: string;
  /** In the contracts' order (STAFF_ROLES), at least one. */
  roles: StaffRole[];
}

/** Why a signed-in account is not let onto the staff side. */
export type StaffRefusal = 'not-staff' | 'suspended';

export interface StaffDeps {
  db: Database;
  clock: Clock;
  /** ADMIN_EMAILS, lower-cased: the first administradores. */
  adminEmails: ReadonlySet<string>;
  /** OPERATOR_EMAILS, lower-cased: atendimento and financeiro for one more release. */
  operatorEmails: ReadonlySet<string>;
}

/** The staff's roles and status (#66): who may do what on /Operador and /api/admin. */
export function createStaffService({ db, clock, adminEmails, operatorEmails }: StaffDeps) {
  /** The roles a bootstrap list gives this address, and which list; none when neither names it. */
  function bootstrapRoles(
    email: string,
  ): { roles: StaffRole[]; origin: 'ADMIN_EMAILS' | 'OPERATOR_EMAILS' } | undefined {
    if (adminEmails.has(email)) return { roles: ['administrador'], origin: 'ADMIN_EMAILS' };
    if (operatorEmails.has(email)) return { roles: ['atendimento', 'financeiro'], origin: 'OPERATOR_EMAILS' };
    return undefined;
  }

  return {
    /**
     * The account as a staff member, or why not. A person a bootstrap list names gets their row on
     * first use; from then on the row decides (a removed one stays removed).
     */
    async actor(accountId: string): Promise<StaffActor | StaffRefusal> {
      const account = await findAccountById(db, accountId);
      if (!account || account.deletedAt) return 'not-staff';
      let member = await repo.findStaffMember(db, accountId);
      if (!member) {
        const bootstrap = bootstrapRoles(account.email);
        if (!bootstrap) return 'not-staff';
        await repo.insertBootstrapMember(db, { accountId, ...bootstrap, at: clock.now() });
        member = await repo.findStaffMember(db, accountId);
        if (!member) return 'not-staff';
      }
      if (member.status === 'suspensa') return 'suspended';
      if (member.status !== 'ativa') return 'not-staff';
      return { id: account.id, email: account.email, roles: sortedRoles(member.roles as StaffRole[]) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
