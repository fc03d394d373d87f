import {
  ageOn,
  DEPENDANT_ADULT_AGE,
  FAMILY_MESSAGES,
  MAX_DEPENDANTS,
  type CreateDependant,
  type Dependant,
  type DependantInviteSent,
  type DependantList,
  type UpdateDependant,
  webPaths,
} from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { formatCpf, validCpf } from '#api/lib/cpf.js';
import { HttpError } from '#api/lib/http-errors.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { deleteAccount, findAccountByEmail, findAccountById } from '#api/modules/accounts/index.js';
import { dependantInviteMessage, type Outbox } from '#api/modules/mail/index.js';
import { readPlan } from '#api/modules/offers/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import { lockSubscription, readSubscription, subscriptionByMemberNumber } from '#api/modules/subscriptions/index.js';
import { forgetDeviceSecrets } from './cards.js';
import { newMemberNumber } from './luhn.js';
import { personOf } from './people.js';
import * as repo from './repository.js';

export interface DependantDeps {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  outbox: Outbox;
  /** The web app's origin, for the invitation's link. */
  publicUrl: string;
  /** Whether the titular gave `cpf` (11 digits) as their own (payments: a charge's payer). */
  isTitularCpf(executor: Executor, subscriptionId: string, cpf: string): Promise<boolean>;
  /** Called once a removal that ended a dependant's sign-in has committed (auth's session-endings.ts). */
  sessionsEnded(accountId: string): void;
}

/** The one-time code of an invitation is kept under its own identifier, apart from the address's sign-in codes. */
export const inviteIdentifier = (email: string) => `convite:${email}`;

/** A dependant as the API shows it, at `now`. */
export function presentDependant(row: repo.DependantRow, now: Date): Dependant {
  return {
    id: row.id,
    nome: row.name,
    nascimento: row.birthDate,
    cpf: formatCpf(row.cpf),
    parentesco: row.relationship,
    memberNumber: row.memberNumber,
    incluidoEm: row.includedAt.toISOString(),
    adulto: ageOn(row.birthDate, saoPauloDate(now)) >= DEPENDANT_ADULT_AGE,
    acesso: row.accountId
      ? { estado: 'ativo', email: row.inviteEmail }
      : row.inviteEmail
        ? { estado: 'convidado', email: row.inviteEmail }
        : { estado: 'sem-acesso', email: null },
  };
}

function cpfOrRefuse(input: string): string {
  const digits = validCpf(input);
  if (!digits) throw new HttpError(400, FAMILY_MESSAGES.invalidCpf);
  return digits;
}

/** Ends a dependant's place at once: the card void, the sign-in (its sessions and card tokens) gone; requests stay. */
async function endDependant(tx: Executor, row: repo.DependantRow, at: Date): Promise<void> {
  await repo.updateDependant(tx, row.id, { removedAt: at, accountId: null });
  await repo.revokeRid(tx, row.cardRid, at);
  if (row.accountId) {
    await forgetDeviceSecrets(tx, { accountId: row.accountId });
    await deleteAccount(tx, row.accountId);
  }
}

/**
 * Account deletion of the titular: every dependant goes (cards revoked, sign-ins deleted) and
 * their rows with them; the requests made for them stay anonymised with the titular's. Returns
 * the dependants' accounts whose sign-ins ended.
 */
export async function eraseDependants(tx: Executor, subscriptionId: string, at: Date): Promise<string[]> {
  const signIns: string[] = [];
  for (const row of await repo.allDependants(tx, subscriptionId)) {
    if (row.removedAt) continue;
    await endDependant(tx, row, at);
    if (row.accountId) signIns.push(row.accountId);
  }
  await repo.deleteDependantsOf(tx, subscriptionId);
  return signIns;
}

/** For the download: a titular's dependants (removed ones too), or a dependant's own row. */
export async function dependantsForExport(db: Executor, accountId: string): Promise<repo.DependantRow[]> {
  const own = await repo.dependantOfAccount(db, accountId);
  return own ? [own] : repo.allDependants(db, accountId);
}

/** A dependant deleting their own sign-in: the place on the subscription stays, without it. */
export async function forgetDependantSignIn(tx: Executor, accountId: string): Promise<void> {
  const own = await repo.dependantOfAccount(tx, accountId);
  if (own) await repo.updateDependant(tx, own.id, { accountId: null, inviteEmail: null, invitedAt: null });
}

/** Who the request's notices also go to: the dependant's own sign-in, when they have one. */
export async function dependantAccountOf(db: Executor, personId: string): Promise<string | undefined> {
  const rows = await repo.findDependantsByIds(db, [personId]);
  return rows[0]?.removedAt ? undefined : (rows[0]?.accountId ?? undefined);
}

/**
 * An invited dependant's first sign-in, in the transaction that redeemed their code: the active
 * dependant invited at `email` without a sign-in yet (locked), linked to `accountId`.
 */
export async function claimInvitation(
  tx: Executor,
  email: string,
  makeAccount: (row: repo.DependantRow) => Promise<string>,
) {
  const row = await repo.invitedDependant(tx, email);
  if (!row) return undefined;
  const accountId = await makeAccount(row);
  return repo.updateDependant(tx, row.id, { accountId });
}

/** The titular's dependants: list, add, change, remove, invite (docs/product.md, 'Family'). */
export function createDependantService({
  db,
  clock,
  codes,
  outbox,
  publicUrl,
  isTitularCpf,
  sessionsEnded,
}: DependantDeps) {
  /** The signed-in titular's subscription; a dependant or anyone else is refused. */
  async function titularOf(executor: Executor, accountId: string): Promise<string> {
    const person = await personOf(executor, accountId);
    if (!person) throw new HttpError(404, FAMILY_MESSAGES.noSubscription);
    if (person.kind !== 'titular') throw new HttpError(403, FAMILY_MESSAGES.titularOnly);
    return person.subscriptionId;
  }

  /** A dependant is someone else: the titular's own CPF (when on file) is refused. */
  async function notTitularCpf(tx: Executor, subscriptionId: string, cpf: string): Promise<void> {
    if (await isTitularCpf(tx, subscriptionId, cpf)) throw new HttpError(422, FAMILY_MESSAGES.titularCpf);
  }

  async function found(tx: Executor, subscriptionId: string, id: string) {
    const row = await repo.findActiveDependant(tx, subscriptionId, id, { forUpdate: true });
    if (!row) throw new HttpError(404, FAMILY_MESSAGES.notFound);
    return row;
  }

  return {
    /** The titular's list; a dependant signed in sees only themself. */
    async list(accountId: string): Promise<DependantList> {
      const person = await personOf(db, accountId);
      if (!person) throw new HttpError(404, FAMILY_MESSAGES.noSubscription);
      const subscription = await readSubscription(db, person.subscriptionId);
      const plan = subscription ? await readPlan(db, subscription.planId) : undefined;
      const rows =
        person.kind === 'titular' ? await repo.activeDependants(db, person.subscriptionId) : [person.dependant];
      const now = clock.now();
      return {
        items: rows.map((row) => presentDependant(row, now)),
        max: MAX_DEPENDANTS,
        incluidosNoPlano: plan?.dependantsIncluded ?? false,
      };
    },

    /** Under the subscription's row lock: two additions at once never make a fifth. */
    async add(accountId: string, body: CreateDependant): Promise<Dependant> {
      const cpf = cpfOrRefuse(body.cpf);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const subscriptionId = await titularOf(tx, accountId);
        const subscription = await lockSubscription(tx, subscriptionId);
        if (!subscription) throw new HttpError(404, FAMILY_MESSAGES.noSubscription);
        const plan = await readPlan(tx, subscription.planId);
        if (!plan?.dependantsIncluded) throw new HttpError(422, FAMILY_MESSAGES.notIncluded);
        await notTitularCpf(tx, subscriptionId, cpf);
        if ((await repo.activeDependants(tx, subscriptionId)).length >= MAX_DEPENDANTS)
          throw new HttpError(422, FAMILY_MESSAGES.limit);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const memberNumber = newMemberNumber();
          if (await subscriptionByMemberNumber(tx, memberNumber)) continue;
          const made = await repo.insertDependant(tx, {
            subscriptionId,
            name: body.nome,
            birthDate: body.nascimento,
            cpf,
            relationship: body.parentesco,
            memberNumber,
            includedAt: now,
          });
          if (made === 'cpf-taken') throw new HttpError(409, FAMILY_MESSAGES.cpfTaken);
          if (made !== 'number-taken') return presentDependant(made, now);
        }
        throw new Error('could not draw a free member number in 5 tries');
      });
    },

    async update(accountId: string, id: string, body: UpdateDependant): Promise<Dependant> {
      const cpf = body.cpf === undefined ? undefined : cpfOrRefuse(body.cpf);
      return db.transaction(async (tx) => {
        const subscriptionId = await titularOf(tx, accountId);
        const row = await found(tx, subscriptionId, id);
        if (cpf !== undefined && cpf !== row.cpf) {
          await notTitularCpf(tx, subscriptionId, cpf);
          if (await repo.activeDependantWithCpf(tx, cpf)) throw new HttpError(409, FAMILY_MESSAGES.cpfTaken);
        }
        const updated = await repo.updateDependant(tx, row.id, {
          ...(body.nome !== undefined ? { name: body.nome } : {}),
          ...(body.nascimento !== undefined ? { birthDate: body.nascimento } : {}),
          ...(cpf !== undefined ? { cpf } : {}),
          ...(body.parentesco !== undefined ? { relationship: body.parentesco } : {}),
        });
        if (!updated) throw new HttpError(404, FAMILY_MESSAGES.notFound);
        return presentDependant(updated, clock.now());
      });
    },

    async remove(accountId: string, id: string): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const row = await found(tx, await titularOf(tx, accountId), id);
        await endDependant(tx, row, clock.now());
        return row.accountId;
      });
      if (ended) sessionsEnded(ended);
    },

    /** E-mails an adult dependant a code for a sign-in of their own; a new invitation replaces the last. */
    async invite(accountId: string, id: string, email: string): Promise<DependantInviteSent> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const subscriptionId = await titularOf(tx, accountId);
        const row = await found(tx, subscriptionId, id);
        if (ageOn(row.birthDate, saoPauloDate(now)) < DEPENDANT_ADULT_AGE)
          throw new HttpError(422, FAMILY_MESSAGES.minor);
        if (row.accountId) throw new HttpError(409, 'Este dependente já usa o app com a própria conta.');
        if (await findAccountByEmail(tx, email)) throw new HttpError(409, FAMILY_MESSAGES.emailTaken);
        const code = await codes.issue(tx, {
          identifier: inviteIdentifier(email),
          purpose: 'dependant-invite',
          accountId: null,
        });
        await repo.updateDependant(tx, row.id, { inviteEmail: email, invitedAt: now });
        const titular = await findAccountById(tx, subscriptionId);
        const [firstName = ''] = row.name.split(/\s+/);
        await outbox.enqueue(
          tx,
          dependantInviteMessage(
            email,
            { dependantFirstName: firstName, titularName: `${titular?.firstName ?? ''} ${titular?.lastName ?? ''}` },
            code,
            `${publicUrl}${webPaths.invite}`,
          ),
        );
      });
      return { message: FAMILY_MESSAGES.inviteSent, email };
    },
  };
}

export type DependantService = ReturnType<typeof createDependantService>;
