import type { Executor } from '#api/db/client.js';
import { nameOnProfile } from '#api/modules/subscriber/index.js';
import { readSubscription } from '#api/modules/subscriptions/index.js';
import * as repo from './repository.js';

/**
 * Who a signed-in account is on a subscription (docs/product.md, 'Family'): its titular, or one of
 * its dependants through the sign-in an invitation gave them. Undefined for anyone else (a pending
 * account, a removed dependant whose token has not expired yet, an operator without a subscription).
 */
export type Person =
  | { kind: 'titular'; subscriptionId: string; personId: null }
  | { kind: 'dependente'; subscriptionId: string; personId: string; dependant: repo.DependantRow };

export async function personOf(db: Executor, accountId: string): Promise<Person | undefined> {
  if (await readSubscription(db, accountId)) return { kind: 'titular', subscriptionId: accountId, personId: null };
  const dependant = await repo.dependantOfAccount(db, accountId);
  return dependant
    ? { kind: 'dependente', subscriptionId: dependant.subscriptionId, personId: dependant.id, dependant }
    : undefined;
}

/**
 * The person `asked` names, as `viewer` may see them: the titular sees everyone on the subscription,
 * a dependant only themself. Absent `asked` is the viewer. Undefined (a 404) for anyone else.
 */
export async function personSeenBy(
  db: Executor,
  viewer: Person,
  asked: string | undefined,
): Promise<{ personId: null } | { personId: string; dependant: repo.DependantRow } | undefined> {
  if (viewer.kind === 'dependente') {
    return asked === undefined || asked === viewer.personId
      ? { personId: viewer.personId, dependant: viewer.dependant }
      : undefined;
  }
  if (asked === undefined) return { personId: null };
  const dependant = await repo.findActiveDependant(db, viewer.subscriptionId, asked);
  return dependant ? { personId: dependant.id, dependant } : undefined;
}

/** For a dependant's own sign-in, the titular whose plan they are on (their profile's name); null for anyone else. */
export async function titularOf(db: Executor, accountId: string): Promise<{ nome: string } | null> {
  const dependant = await repo.dependantOfAccount(db, accountId);
  if (!dependant) return null;
  return { nome: ((await nameOnProfile(db, dependant.subscriptionId)) ?? '').trim() };
}

/** The rows a person has had on the subscription (a dependant removed and added again: one per time); null for the titular. Limits follow the CPF. */
export async function rowsOfPerson(
  db: Executor,
  person: { personId: null } | { personId: string; dependant: repo.DependantRow },
): Promise<string[] | null> {
  if (person.personId === null) return null;
  return repo.dependantIdsByCpf(db, person.dependant.subscriptionId, person.dependant.cpf);
}

/** The names and member numbers of dependants by id (removed ones too): who a service request was for. */
export const dependantFacesOf = (db: Executor, dependantIds: string[]) => repo.dependantFaces(db, dependantIds);

/** The subscriptions a dependant with this CPF or member number is on (the staff's look-up, #67). */
export const subscriptionsOfDependant = (db: Executor, key: { cpf: string } | { memberNumber: string }) =>
  repo.subscriptionsOfDependant(db, key);
