import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';

export interface PrivacyDeps {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  outbox: Outbox;
  /** Ends the subscription of an account being deleted, under the cancellation rules, in its transaction. */
  cancelSubscription(tx: Executor, accountId: string, at: Date): Promise<void>;
  /** Called after a deletion commits: caches of the account's rows drop them. */
  forget(accountId: string): void;
}
