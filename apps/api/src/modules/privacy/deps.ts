import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import type { DeletionCancellation } from '#api/modules/subscriptions/index.js';

export interface PrivacyDeps {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  outbox: Outbox;
  /** The subscription's cancellation (#42), which a deletion goes through as the person would cancel. */
  cancellation: {
    /** Ends the subscription now under the cancellation rules, in the deletion's transaction; a refund due stays due. */
    cancelForDeletion(tx: Executor, accountId: string, at: Date): Promise<DeletionCancellation>;
    /** After the deletion commits: asks the payment provider for a refund it made due. */
    askProviderRefunds(): Promise<void>;
  };
  /** Called once a write that ended sign-ins of the account has committed (auth's ended-sessions.ts). */
  sessionsEnded(accountId: string): void;
  /** Called after a deletion commits: caches of the account's rows drop them. */
  forget(accountId: string): void;
}
