import type { AutoRenewal, Cancellation, CancellationKind, PixKey } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';

/** A subscription whose renewal is due: what its charge is priced from. */
export interface RenewalDue {
  accountId: string;
  paidUntil: string;
  planId: string;
  addOns: string[];
  affiliateId: string | null;
}

/**
 * What the subscription asks of payments, which keeps the charges, providers and refunds (handed in by
 * modules.ts, so subscriptions imports no payments code): the subscription decides when, payments makes it so.
 */
export interface SubscriptionBilling {
  /** Pending charges past their time expire. */
  expireCharges(now: Date): Promise<void>;
  /** The renewal charge of a subscription ending soon, made once; its subscriber is sent its PIX code. */
  chargeRenewal(due: RenewalDue, now: Date): Promise<void>;
  /** Refunds due at a provider (Asaas) are asked of it. */
  askProviderRefunds(): Promise<void>;
  /** When the account first paid: a withdrawal (arrependimento) counts WITHDRAWAL_DAYS from it. */
  firstPaidAt(tx: Executor, accountId: string): Promise<Date | undefined>;
  /** What a withdrawal now would give back (every paid charge); null when nothing was paid. */
  withdrawalRefund(tx: Executor, accountId: string): Promise<{ amount: number } | null>;
  /** Whether the refund may go to `key`: the payer's CPF always, another key with the e-mailed code (403 without one). */
  refundKeyAllowed(tx: Executor, accountId: string, key: PixKey, code: string | undefined): Promise<boolean>;
  /** A cancellation's charges: the pending ones cancelled; a withdrawal's paid ones refunded (`refundPixKey`, else the CPF). */
  settleCharges(
    tx: Executor,
    accountId: string,
    cancellation: { protocol: string; kind: CancellationKind },
    refundPixKey: string | undefined,
    now: Date,
  ): Promise<{ cancelled: string[]; refunded: number; pixKey: string | null }>;
  /** The refund a cancellation made (by its protocol); null when none. */
  refundOf(tx: Executor, protocol: string): Promise<Cancellation['refund']>;
  /** What is still to go back to the account (a deletion's last e-mail says it); null when nothing. */
  refundDue(tx: Executor, accountId: string): Promise<{ amount: number; protocol: string | null } | null>;
  /** After the commit: the provider (Asaas) cancels these charges' pending payments and the authorisations ended. */
  cancelAtProvider(chargeIds: string[]): Promise<void>;
  /** PIX Automático's latest authorisation as /MeuPlano shows it; undefined when there was none. */
  autoRenewalOf(
    db: Executor,
    accountId: string,
    subscription: { paidUntil: string | null; cancelsOn: string | null },
  ): Promise<AutoRenewal | undefined>;
  /** Ends the pending or active authorisation (caller's tx; cancelled at the provider by `cancelAtProvider`); false when none. */
  endAutoRenewal(tx: Executor, accountId: string, now: Date): Promise<boolean>;
  /** The debits due (sent AUTO_DEBIT_DAYS_BEFORE their day) and authorisations to cancel at the provider. */
  chargeDebits(now: Date): Promise<void>;
}
