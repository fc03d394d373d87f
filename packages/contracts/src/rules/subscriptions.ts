// The subscription's statuses, its schedule and its cancellations (the API's subscriptions module owns them).
export const SUBSCRIPTION_STATUSES = ['aguardando-pagamento', 'ativa', 'em-atraso', 'suspensa', 'cancelada'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  'aguardando-pagamento': 'Aguardando pagamento',
  ativa: 'Ativa',
  'em-atraso': 'Em atraso',
  suspensa: 'Suspensa',
  cancelada: 'Cancelada',
};

/** The statuses whose card is valid and benefits usable (the grace period included). */
export const IN_FORCE_STATUSES: readonly SubscriptionStatus[] = ['ativa', 'em-atraso'];
export const isInForce = (status: string): boolean => (IN_FORCE_STATUSES as readonly string[]).includes(status);

/** Days after the first payment within which cancelling refunds it in full (CDC art. 49). */
export const WITHDRAWAL_DAYS = 7;
/** Within 7 days of the first payment (refunded), at the end of the paid period, or now with nothing paid to refund. */
export const CANCELLATION_KINDS = ['arrependimento', 'fim-do-periodo', 'imediato'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const RENEWAL_DAYS_BEFORE = 10;
/** Days after `paidUntil` the subscription stays `em-atraso` (card still valid) before `suspensa`. */
export const GRACE_DAYS = 7;
export const PAID_PERIOD_MONTHS = 12;
