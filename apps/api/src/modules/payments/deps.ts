import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { NotificationService } from '#api/modules/notifications/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import type { SubscriptionService } from '#api/modules/subscriptions/index.js';
import type { PaymentMethod, StaffRole } from '@game-assist/contracts';
import type { PaymentProvider } from './providers/provider.js';

export interface PaymentDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  notifications: NotificationService;
  /** Redeems the code a refund to another PIX key needs (privacy e-mails it). */
  codes: OneTimeCodes;
  /** Who makes each method's charges; a method without one is not offered (and says why). */
  providers: Partial<Record<PaymentMethod, PaymentProvider>>;
  publicUrl: string;
  /** Whom a provider's event refused or to be checked is told (the staff module's `mailTo`). */
  staffMailTo: (db: Executor, role: StaffRole) => Promise<string[]>;
  log: { warn(details: object, message: string): void };
  /** What moves the subscription: a confirmed payment, a provider's reversal, the clock, a cancellation. */
  subscriptions: Pick<SubscriptionService, 'applyPayment' | 'applyProviderReversal'>;
}

/** What payments' side of the subscription's billing needs: all but the subscription it serves. */
export type BillingDeps = Omit<PaymentDeps, 'subscriptions'>;
