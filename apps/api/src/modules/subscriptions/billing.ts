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
}
