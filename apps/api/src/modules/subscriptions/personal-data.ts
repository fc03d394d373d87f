import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The account's subscription for its download: the row, every status change and every cancellation. */
export async function subscriptionForExport(db: Executor, accountId: string) {
  return {
    subscription: await repo.readSubscription(db, accountId),
    events: await repo.subscriptionEventsOf(db, accountId),
    cancellations: await repo.cancellationsOf(db, accountId),
  };
}

/** Account deletion: its cancellations stay (protocol, dates) without the reasons it gave. */
export const eraseCancellationReasons = (tx: Executor, accountId: string) =>
  repo.eraseCancellationReasons(tx, accountId);
