import type { Executor } from '#api/db/client.js';
import { dependantAccountOf, personOf } from '#api/modules/membership/index.js';
import type { RequestScope } from './repository.js';

/** What an account sees (docs/product.md, 'Family'): a titular the subscription's, a dependant their own. */
export async function scopeOf(db: Executor, accountId: string): Promise<RequestScope> {
  const person = await personOf(db, accountId);
  if (!person) return { subscriptionId: accountId };
  return person.kind === 'titular'
    ? { subscriptionId: person.subscriptionId }
    : { subscriptionId: person.subscriptionId, personId: person.personId };
}

/** Who hears of a request: the subscription's titular, and the dependant it is for when they sign in themselves. */
export async function recipientsOf(db: Executor, row: { accountId: string; personId: string | null }) {
  const own = row.personId ? await dependantAccountOf(db, row.personId) : undefined;
  return own ? [row.accountId, own] : [row.accountId];
}
