import type { Executor } from '#api/db/client.js';
import { cancellationsOf, readSubscription, subscriptionEventsOf } from './repository.js';

/** The account's subscription for its download: the row, every status change and every cancellation. */
export async function subscriptionForExport(db: Executor, accountId: string) {
  return {
    subscription: await readSubscription(db, accountId),
    events: await subscriptionEventsOf(db, accountId),
    cancellations: await cancellationsOf(db, accountId),
  };
}
