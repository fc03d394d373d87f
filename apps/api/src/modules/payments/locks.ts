import type { Executor } from '#api/db/client.js';
import { lockSubscription } from '#api/modules/subscriptions/index.js';
import * as repo from './repository.js';

/**
 * Locks the charge's subscription, then the charge: the one order every payment write takes
 * (checkout and cancelling lock the subscription before touching its charges), so two of them
 * never wait on each other (#64 point 7). Undefined when there is no such charge.
 */
export async function lockChargeInOrder(tx: Executor, chargeId: string) {
  const seen = await repo.findCharge(tx, chargeId);
  if (!seen) return undefined;
  await lockSubscription(tx, seen.accountId);
  return repo.lockCharge(tx, chargeId);
}
