import {
  sortedRoles,
  webPaths,
  type StaffInvite,
  type StaffMember,
  type StaffRole,
  type StaffUpdate,
} from '@game-assist/contracts';
import type { Database, Executor, Transaction } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import type { Clock } from '#api/lib/clock.js';
import type { MailMessage } from '#api/lib/mail/mailer.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountByEmail, findAccountsByIds, type AccountRow } from '#api/modules/accounts/index.js';
import { recordAudit, type AuditContext, type AuditRecord } from '#api/modules/audit/index.js';
import type { Outbox } from '#api/modules/mail/index.js';
import { staffInviteMessage, staffPasskeyResetMessage } from './messages.js';
import * as repo from './repository.js';

export interface TeamDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
  /** STAFF_ENROLMENT_MS: how long an invitation's or a reset's enrolment stays open. */
  enrolmentMs: number;
}

const NOT_FOUND = 'Pessoa da equipe não encontrada.';
/** An invitation nobody took up stays listed (to be sent again) this long after it ended, then goes. */
export const EXPIRED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60_000;
const LAST_ADMIN =
  'É preciso ao menos um administrador ativo na equipe: dê a função Administrador a outra pessoa antes.';
const NOT_ACCEPTED = 'Esta pessoa ainda não aceitou o convite: remova-o, ou envie-o de novo.';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const rolesOf = (row: { roles: string[] }) => sortedRoles(row.roles as StaffRole[]);

function presentMember(member: repo.StaffMemberRow, account: AccountRow, hasPasskey: boolean): StaffMember {
  return {
    id: member.accountId,
    nome: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    roles: rolesOf(member),
    status: member.status as StaffMember['status'],
    hasPasskey,
    lastSignInAt: iso(member.lastSignInAt),
    enrolmentUntil: iso(member.enrolmentUntil),
    hasAccount: true,
  };
}

const presentInvitation = (row: repo.StaffInvitationRow): StaffMember => ({
  id: row.id,
  nome: '',
  email: row.email,
  roles: rolesOf(row),
  status: 'convidada',
  hasPasskey: false,
  lastSignInAt: null,
  enrolmentUntil: row.expiresAt.toISOString(),
  hasAccount: false,
});

/** 'Equipe' (#66): who is on the staff, and the administradores' acts on them, each audited in its transaction. */
export function createTeam({ db, clock, outbox, publicUrl, enrolmentMs }: TeamDeps) {
  const operatorUrl = `${publicUrl}${webPaths.operator}`;

  async function presentOne(tx: Executor, member: repo.StaffMemberRow): Promise<StaffMember> {
    const [account] = await findAccountsByIds(tx, [member.accountId]);
    if (!account) throw new Error('staff member without an account');
    const keys = await repo.withStaffPasskey(tx, [member.accountId]);
    return presentMember(member, account, keys.has(member.accountId));
  }

  /** 409 when the act would leave no active administrador: `accountId` is the last one. */
  async function keepAnAdmin(tx: Executor, accountId: string): Promise<void> {
    const admins = await repo.lockActiveAdmins(tx);
    if (admins.includes(accountId) && admins.length <= 1) throw new HttpError(409, LAST_ADMIN);
  }

  /** The member row behind `id`, locked; none for a removed one. */
  async function lockedMember(tx: Executor, id: string) {
    const member = await repo.lockMember(tx, id);
    return member && member.status !== 'removida' ? member : undefined;
  }

  /** Either kind of invitation's tail, in its transaction: the `equipe.convidar` entry, then its e-mail. */
  async function invited(
    tx: Transaction,
    ctx: AuditContext,
    at: Date,
    { mail, ...entry }: Omit<AuditRecord, 'action'> & { mail: MailMessage },
  ): Promise<void> {
    await recordAudit(tx, ctx, { action: 'equipe.convidar', ...entry }, at);
    await outbox.enqueue(tx, mail);
  }

  const act = <T>(work: (tx: Transaction, at: Date) => Promise<T>) =>
    retryOnConflict(() => db.transaction((tx) => work(tx, clock.now())));

  return {
    async list(): Promise<StaffMember[]> {
      const [members, invitations] = await Promise.all([repo.listMembers(db), repo.listInvitations(db)]);
      const ids = members.map((member) => member.accountId);
      const [accounts, keys] = await Promise.all([findAccountsByIds(db, ids), repo.withStaffPasskey(db, ids)]);
      const byId = new Map(accounts.map((account) => [account.id, account]));
      const listed = members.flatMap((member) => {
        const account = byId.get(member.accountId);
        return account && !account.deletedAt ? [presentMember(member, account, keys.has(member.accountId))] : [];
      });
      return [...listed, ...invitations.map(presentInvitation)].sort(
        (a, b) => (a.nome || a.email).localeCompare(b.nome || b.email, 'pt-BR') || a.email.localeCompare(b.email),
      );
    },

    /** Hourly: invitations for addresses without an account, ended 30 days ago, go (the address is a stranger's). */
    purgeExpiredInvitations: () =>
      repo.deleteInvitationsExpiredBefore(db, new Date(clock.now().getTime() - EXPIRED_INVITATION_KEPT_MS)),

    /** An invitation: the account's row (new, or a removed person's again), or one waiting for the address's sign-up. */
    async invite(ctx: AuditContext, body: StaffInvite): Promise<StaffMember> {
      const roles = sortedRoles(body.roles);
      return act(async (tx, at) => {
        const enrolmentUntil = new Date(at.getTime() + enrolmentMs);
        const account = await findAccountByEmail(tx, body.email);
        if (account && !account.deletedAt) {
          if (account.id === ctx.actor.id) throw new HttpError(409, 'Você já é da equipe.');
          const before = await repo.lockMember(tx, account.id);
          if (before && (before.status === 'ativa' || before.status === 'suspensa')) {
            throw new HttpError(409, 'Esta pessoa já é da equipe: mude as funções dela na lista.');
          }
          const row = await repo.upsertInvitedMember(tx, {
            accountId: account.id,
            roles,
            invitedBy: ctx.actor.id,
            enrolmentUntil,
            at,
          });
          await invited(tx, ctx, at, {
            target: { type: 'equipe', id: account.id },
            before: before ? { status: before.status, roles: rolesOf(before) } : null,
            after: { email: account.email, status: 'convidada', roles, enrolmentUntil: iso(enrolmentUntil) },
            mail: staffInviteMessage(account.email, { firstName: account.firstName, roles, operatorUrl }),
          });
          return presentOne(tx, row);
        }
        const before = await repo.findInvitationByEmail(tx, body.email);
        const row = await repo.upsertInvitation(tx, {
          email: body.email,
          roles,
          invitedBy: ctx.actor.id,
          expiresAt: enrolmentUntil,
          at,
        });
        const signUpUrl = `${publicUrl}${webPaths.signUp}`;
        await invited(tx, ctx, at, {
          target: { type: 'convite-equipe', id: row.id },
          before: before ? { roles: rolesOf(before), expiresAt: iso(before.expiresAt) } : null,
          after: { email: row.email, roles, expiresAt: iso(enrolmentUntil), account: false },
          mail: staffInviteMessage(row.email, { firstName: '', roles, operatorUrl, signUpUrl }),
        });
        return presentInvitation(row);
      });
    },

    /** New roles, or suspend / reactivate: one change, with its entry (none when nothing changes). */
    async update(ctx: AuditContext, id: string, body: StaffUpdate): Promise<StaffMember> {
      return act(async (tx, at) => {
        const member = await lockedMember(tx, id);
        if (!member) {
          const invitation = await repo.lockInvitation(tx, id);
          if (!invitation) throw new HttpError(404, NOT_FOUND);
          if (!('roles' in body)) throw new HttpError(409, NOT_ACCEPTED);
          const roles = sortedRoles(body.roles);
          const row = await repo.updateInvitationRoles(tx, id, roles);
          if (roles.join() !== rolesOf(invitation).join()) {
            const target = { type: 'convite-equipe', id };
            const entry = { target, before: { roles: rolesOf(invitation) }, after: { roles } };
            await recordAudit(tx, ctx, { action: 'equipe.papeis', ...entry }, at);
          }
          return presentInvitation(row);
        }
        const target = { type: 'equipe', id };
        if ('roles' in body) {
          const roles = sortedRoles(body.roles);
          const was = rolesOf(member);
          if (roles.join() === was.join()) return presentOne(tx, member);
          if (!roles.includes('administrador')) await keepAnAdmin(tx, id);
          const row = await repo.updateMember(tx, id, { roles, updatedAt: at });
          await recordAudit(tx, ctx, { action: 'equipe.papeis', target, before: { roles: was }, after: { roles } }, at);
          return presentOne(tx, row);
        }
        if (body.status === 'suspensa') {
          if (id === ctx.actor.id) throw new HttpError(409, 'Ninguém suspende a si mesmo: peça a outro administrador.');
          if (member.status === 'suspensa') throw new HttpError(409, 'Esta pessoa já está suspensa.');
          if (member.status === 'convidada') throw new HttpError(409, NOT_ACCEPTED);
          await keepAnAdmin(tx, id);
          const row = await repo.updateMember(tx, id, { status: 'suspensa', updatedAt: at });
          await repo.endStaffSessions(tx, id);
          const entry = { target, before: { status: member.status }, after: { status: 'suspensa' } };
          await recordAudit(tx, ctx, { action: 'equipe.suspender', ...entry }, at);
          return presentOne(tx, row);
        }
        if (member.status !== 'suspensa') throw new HttpError(409, 'Esta pessoa não está suspensa.');
        const row = await repo.updateMember(tx, id, { status: 'ativa', updatedAt: at });
        const entry = { target, before: { status: 'suspensa' }, after: { status: 'ativa' } };
        await recordAudit(tx, ctx, { action: 'equipe.reativar', ...entry }, at);
        return presentOne(tx, row);
      });
    },

    /** Out of the staff (the row stays 'removida', so no bootstrap list brings them back); an invitation is withdrawn. */
    async remove(ctx: AuditContext, id: string): Promise<void> {
      await act(async (tx, at) => {
        const member = await lockedMember(tx, id);
        if (!member) {
          const invitation = await repo.lockInvitation(tx, id);
          if (!invitation) throw new HttpError(404, NOT_FOUND);
          await repo.deleteInvitation(tx, id);
          const before = { email: invitation.email, roles: rolesOf(invitation), expiresAt: iso(invitation.expiresAt) };
          const target = { type: 'convite-equipe', id };
          await recordAudit(tx, ctx, { action: 'equipe.remover', target, before, after: null }, at);
          return;
        }
        await keepAnAdmin(tx, id);
        await repo.updateMember(tx, id, { status: 'removida', enrolmentUntil: null, updatedAt: at });
        const staffPasskeys = await repo.endStaffAccess(tx, id);
        const before = { status: member.status, roles: rolesOf(member), staffPasskeys };
        const entry = { target: { type: 'equipe', id }, before, after: { status: 'removida', staffPasskeys: 0 } };
        await recordAudit(tx, ctx, { action: 'equipe.remover', ...entry }, at);
      });
    },

    /** A lost passkey: the staff passkeys stop opening the desk, staff sessions end, enrolment opens again (e-mailed). */
    async resetPasskey(ctx: AuditContext, id: string): Promise<StaffMember> {
      if (id === ctx.actor.id) {
        throw new HttpError(
          409,
          'Ninguém redefine a própria chave: peça a outro administrador, ou crie outra chave na sua sessão da equipe.',
        );
      }
      return act(async (tx, at) => {
        const member = await lockedMember(tx, id);
        if (!member) throw new HttpError(404, NOT_FOUND);
        if (member.status === 'convidada') throw new HttpError(409, NOT_ACCEPTED);
        const [account] = await findAccountsByIds(tx, [id]);
        if (!account) throw new HttpError(404, NOT_FOUND);
        const enrolmentUntil = new Date(at.getTime() + enrolmentMs);
        const staffPasskeys = await repo.endStaffAccess(tx, id);
        const row = await repo.updateMember(tx, id, { enrolmentUntil, updatedAt: at });
        await recordAudit(
          tx,
          ctx,
          {
            action: 'equipe.redefinir-chave',
            target: { type: 'equipe', id },
            before: { staffPasskeys, enrolmentUntil: iso(member.enrolmentUntil) },
            after: { staffPasskeys: 0, enrolmentUntil: iso(enrolmentUntil) },
          },
          at,
        );
        await outbox.enqueue(tx, staffPasskeyResetMessage(account.email, account.firstName, operatorUrl));
        return presentMember(row, account, false);
      });
    },
  };
}

export type Team = ReturnType<typeof createTeam>;
