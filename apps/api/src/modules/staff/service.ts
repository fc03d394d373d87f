import { sortedRoles, STAFF_ENROLMENT_HOURS, type StaffMe, type StaffRole } from '@game-assist/contracts';
import {
  accountNames,
  findAccountByEmail,
  findAccountById,
  findAccountsByIds,
  type AccountRow,
} from '#api/modules/accounts/index.js';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import * as repo from './repository.js';
import { createTeam } from './team.js';

/** Who acts on the staff side: what a staff route knows of the person, and what the audit log records. */
export interface StaffActor {
  /** accounts.id */
  id: string;
  /** Lower-cased. */
  email: string;
  /** In the contracts' order (STAFF_ROLES), at least one. */
  roles: StaffRole[];
}

/**
 * Why a signed-in account is not let onto the staff side: not staff (or removed), suspended, signed in
 * without a staff passkey (an e-mailed code alone), or the staff session is over (12 h, or 30 min idle).
 */
export type StaffRefusal = 'not-staff' | 'suspended' | 'passkey-needed' | 'session-over';

/** A staff request's person and session: `verifiedAt` is the session's last passkey check (null: a legacy operator). */
export interface StaffAuthorization {
  actor: StaffActor;
  verifiedAt: Date | null;
}

export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
/** A staff session's `last_seen_at` is written at most this often (every staff request would be a write otherwise). */
const SEEN_WRITE_EVERY_MS = 60_000;
/** How long an invitation's or a reset's enrolment stays open. */
export const STAFF_ENROLMENT_MS = STAFF_ENROLMENT_HOURS * 60 * 60_000;

export interface StaffDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
  /** ADMIN_EMAILS, lower-cased: the first administradores. */
  adminEmails: ReadonlySet<string>;
  /** OPERATOR_EMAILS, lower-cased: atendimento and financeiro for one more release. */
  operatorEmails: ReadonlySet<string>;
}

const actorOf = (account: AccountRow, member: repo.StaffMemberRow): StaffActor => ({
  id: account.id,
  email: account.email,
  roles: sortedRoles(member.roles as StaffRole[]),
});

/** The staff's roles, status and sessions (#66): who may do what on /Operador and /api/admin. */
export function createStaffService({ db, clock, outbox, publicUrl, adminEmails, operatorEmails }: StaffDeps) {
  /** The roles a bootstrap list gives this address, and which list; none when neither names it. */
  function bootstrapRoles(email: string) {
    if (adminEmails.has(email)) return { roles: ['administrador'] as StaffRole[], origin: 'ADMIN_EMAILS' as const };
    if (operatorEmails.has(email)) {
      return { roles: ['atendimento', 'financeiro'] as StaffRole[], origin: 'OPERATOR_EMAILS' as const };
    }
    return undefined;
  }

  /** The account and its staff row; a person a bootstrap list names gets the row on first use. */
  async function load(db: Executor, accountId: string) {
    const account = await findAccountById(db, accountId);
    if (!account || account.deletedAt) return undefined;
    let member = await repo.findStaffMember(db, accountId);
    if (!member) {
      const bootstrap = bootstrapRoles(account.email);
      if (bootstrap) await repo.insertBootstrapMember(db, { accountId, ...bootstrap, at: clock.now() });
      else if (await repo.findInvitationByEmail(db, account.email)) {
        // Invited before they had an account: the invitation attaches on first use (docs/security.md).
        await db.transaction((tx) => repo.claimInvitation(tx, accountId, account.email, clock.now()));
      } else return undefined;
      member = await repo.findStaffMember(db, accountId);
    }
    return member && member.status !== 'removida' ? { account, member } : undefined;
  }

  /**
   * An OPERATOR_EMAILS operator who has made no staff passkey yet still signs in by code, for the one
   * release OPERATOR_EMAILS is kept (docs/security.md, 'Staff sign-in'); their first staff passkey ends it.
   */
  const legacy = async (db: Executor, account: AccountRow, member: repo.StaffMemberRow) =>
    member.origin === 'OPERATOR_EMAILS' &&
    operatorEmails.has(account.email) &&
    !(await repo.hasStaffPasskey(db, account.id));

  /** Whether a session started by an e-mailed code may make this person's staff passkey now. */
  async function enrolmentOpen(db: Executor, member: repo.StaffMemberRow): Promise<boolean> {
    if (member.enrolmentUntil && member.enrolmentUntil.getTime() > clock.now().getTime()) return true;
    // A bootstrap list's person (and the seeded one) has no invitation: open until their first staff passkey.
    return member.origin !== 'convite' && !(await repo.hasStaffPasskey(db, member.accountId));
  }

  /** The staff session behind `sessionId`, while it lasts (12 h from its start, 30 min idle). */
  async function liveSession(accountId: string, sessionId: string | undefined) {
    const session = sessionId ? await repo.findStaffSession(db, sessionId) : undefined;
    if (!session || session.accountId !== accountId) return 'passkey-needed' as const;
    const now = clock.now().getTime();
    if (now - session.startedAt.getTime() >= STAFF_SESSION_MAX_MS) return 'session-over' as const;
    if (now - session.lastSeenAt.getTime() >= STAFF_SESSION_IDLE_MS) return 'session-over' as const;
    return session;
  }

  return {
    /** 'Equipe': the list and the administradores' acts (team.ts). */
    team: createTeam({ db, clock, outbox, publicUrl, enrolmentMs: STAFF_ENROLMENT_MS }),

    async me(actor: StaffActor, verifiedAt: Date | null): Promise<StaffMe> {
      const names = await accountNames(db, [actor.id]);
      return { ...actor, nome: names.get(actor.id) ?? '', verifiedAt: verifiedAt?.toISOString() ?? null };
    },

    /**
     * Whom the staff's mail about `role`'s work goes to (the overdue digest, a payment provider's alert):
     * the active members holding it and the administradores, and each address ADMIN_EMAILS or
     * OPERATOR_EMAILS names that has no staff row yet (a row, once made, decides: a removed person is not mailed).
     */
    async mailTo(db: Executor, role: StaffRole): Promise<string[]> {
      const holders = await findAccountsByIds(db, await repo.activeMembersHolding(db, [role, 'administrador']));
      const to = new Set(holders.filter((account) => !account.deletedAt).map((account) => account.email));
      for (const email of new Set([...adminEmails, ...operatorEmails])) {
        const account = await findAccountByEmail(db, email);
        if (!account || !(await repo.findStaffMember(db, account.id))) to.add(email);
      }
      return [...to].toSorted();
    },

    /** The account as a staff member (whatever the session), or why not: what the audit log and lists need. */
    async actor(accountId: string): Promise<StaffActor | 'not-staff' | 'suspended'> {
      const found = await load(db, accountId);
      if (!found) return 'not-staff';
      if (found.member.status === 'suspensa') return 'suspended';
      if (found.member.status !== 'ativa') return 'not-staff';
      return actorOf(found.account, found.member);
    },

    /** Every staff request: an active member, in a live staff passkey session (which this request keeps alive). */
    async authorize(accountId: string, sessionId: string | undefined): Promise<StaffAuthorization | StaffRefusal> {
      const found = await load(db, accountId);
      if (!found) return 'not-staff';
      const { account, member } = found;
      if (member.status === 'suspensa') return 'suspended';
      // Invited: the desk asks for the passkey they may make while the invitation lasts.
      if (member.status === 'convidada') return (await enrolmentOpen(db, member)) ? 'passkey-needed' : 'not-staff';
      if (member.status !== 'ativa') return 'not-staff';
      const actor = actorOf(account, member);
      const session = await liveSession(accountId, sessionId);
      if (typeof session === 'string')
        return (await legacy(db, account, member)) ? { actor, verifiedAt: null } : session;
      const now = clock.now();
      if (now.getTime() - session.lastSeenAt.getTime() >= SEEN_WRITE_EVERY_MS) {
        await repo.touchStaffSession(db, session.sessionId, now);
      }
      return { actor, verifiedAt: session.verifiedAt };
    },

    /**
     * Auth asks before a staff passkey's registration (its options and its answer): a staff member makes one
     * from a staff session, or with an e-mailed code's session while enrolment is open (invitation,
     * bootstrap, a reset). A refusal's message. A subscriber's passkey is never asked about.
     */
    async passkeyRegistrationRefusal(accountId: string, sessionId: string | undefined): Promise<string | undefined> {
      const found = await load(db, accountId);
      if (!found) return 'Sua conta não é da equipe.';
      if (found.member.status === 'suspensa') return 'Seu acesso à equipe está suspenso.';
      if (typeof (await liveSession(accountId, sessionId)) !== 'string') return undefined;
      if (await enrolmentOpen(db, found.member)) return undefined;
      if (found.member.status === 'convidada')
        return 'Seu convite para a equipe expirou: peça um novo a um administrador.';
      return 'Sua conta é da equipe: uma nova chave de acesso só com uma sessão da equipe, ou depois que um administrador redefinir a sua.';
    },

    /** Auth tells, in the registration's transaction, of a staff passkey made (the staff enrolment's purpose). */
    async passkeyRegistered(tx: Executor, accountId: string, passkeyId: string): Promise<void> {
      const found = await load(tx, accountId);
      if (found && found.member.status !== 'suspensa')
        await repo.addStaffPasskey(tx, accountId, passkeyId, clock.now());
    },

    /** Auth tells, in the passkey sign-in's transaction: with a staff passkey, the sign-in is a staff session too. */
    async passkeySignedIn(
      tx: Executor,
      sign: { accountId: string; passkeyId: string; sessionId: string },
    ): Promise<void> {
      const found = await load(tx, sign.accountId);
      if (!found || found.member.status !== 'ativa') return;
      if (!(await repo.isStaffPasskey(tx, sign.accountId, sign.passkeyId))) return;
      const at = clock.now();
      await repo.startStaffSession(tx, {
        sessionId: sign.sessionId,
        accountId: sign.accountId,
        at,
        endedBefore: {
          started: new Date(at.getTime() - STAFF_SESSION_MAX_MS),
          seen: new Date(at.getTime() - STAFF_SESSION_IDLE_MS),
        },
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
