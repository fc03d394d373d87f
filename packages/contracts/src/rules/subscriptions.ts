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

/** PIX Automático (#69, decision 032): the debits a subscriber authorises once in their bank, monthly or yearly. */
export const AUTO_RENEWAL_FREQUENCIES = ['mensal', 'anual'] as const;
export type AutoRenewalFrequency = (typeof AUTO_RENEWAL_FREQUENCIES)[number];
/** What one debit pays for: `paidUntil` moves this many months. */
export const AUTO_RENEWAL_PERIOD_MONTHS: Record<AutoRenewalFrequency, number> = { mensal: 1, anual: 12 };
export const AUTO_RENEWAL_LABELS: Record<AutoRenewalFrequency, string> = {
  mensal: 'PIX Automático — mensal',
  anual: 'PIX Automático — anual',
};

/** The authorisation: waiting for the first payment, in force, refused by the bank, cancelled in the bank app, turned off here, expired unpaid. */
export const AUTO_RENEWAL_STATUSES = [
  'pendente',
  'ativa',
  'recusada',
  'cancelada-pelo-pagador',
  'desativada',
  'expirada',
] as const;
export type AutoRenewalStatus = (typeof AUTO_RENEWAL_STATUSES)[number];
export const AUTO_RENEWAL_STATUS_LABELS: Record<AutoRenewalStatus, string> = {
  pendente: 'aguardando autorização',
  ativa: 'ativa',
  recusada: 'recusada pelo banco',
  'cancelada-pelo-pagador': 'cancelada no app do banco',
  desativada: 'desativada',
  expirada: 'expirada',
};

/** One debit: sent to the payer's bank, then paid or failed. */
export const AUTO_DEBIT_STATUSES = ['agendado', 'pago', 'falhou'] as const;
export type AutoDebitStatus = (typeof AUTO_DEBIT_STATUSES)[number];
/** Days before its date a debit is sent to the bank (Asaas takes it 2 to 10 business days ahead). */
export const AUTO_DEBIT_DAYS_BEFORE = 7;
/** Days after a failed debit its one retry is due; a second failure falls back to a PIX code and the grace. */
export const AUTO_DEBIT_RETRY_DAYS = 4;
