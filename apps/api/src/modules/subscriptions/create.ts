import type { Executor } from '#api/db/client.js';
import { insertSubscription, insertSubscriptionEvent } from './repository.js';
import { TRANSITIONS } from './state-machine.js';

/**
 * The `cadastro` transition (caller's tx): the account's subscription, awaiting its first payment, and
 * its first event. 'exists' when it has one; 'number-taken' when the member number is someone's (draw another).
 */
export async function createSubscription(
  tx: Executor,
  values: {
    accountId: string;
    planId: string;
    memberNumber: string;
    affiliateId: string | null;
    affiliateLinkCode: string | null;
    at: Date;
  },
): Promise<'created' | 'exists' | 'number-taken'> {
  const { at, ...row } = values;
  const { to, cause } = TRANSITIONS.cadastro;
  // createdAt is the clock's, as the affiliates' statement counts subscriptions brought by it.
  const outcome = await insertSubscription(tx, { ...row, status: to, startedAt: at, createdAt: at });
  if (outcome === 'created') await insertSubscriptionEvent(tx, { accountId: row.accountId, toStatus: to, cause, at });
  return outcome;
}
