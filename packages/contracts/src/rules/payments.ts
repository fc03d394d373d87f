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

export const PAYMENT_METHODS = ['pix', 'cartao'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CHARGE_STATUSES = ['pendente', 'paga', 'expirada', 'cancelada'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  pendente: 'Pendente',
  paga: 'Paga',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
};

export const PIX_VALIDITY_MINUTES = 30;
export const RENEWAL_DAYS_BEFORE = 10;
/** Days after `paidUntil` the subscription stays `em-atraso` (card still valid) before `suspensa`. */
export const GRACE_DAYS = 7;
export const PAID_PERIOD_MONTHS = 12;

export const CPF_INVALID_MESSAGE = 'CPF inválido: confira os números.';

let brl: Intl.NumberFormat | undefined;
/** Centavos as people here read money: 12990 → 'R$ 129,90' (the API's e-mails and the screens alike). */
export function centavosToBr(cents: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(cents / 100);
}

/** A calendar date (yyyy-mm-dd) as DD/MM/AAAA. */
export const dateToBr = (isoDate: string): string => isoDate.split('-').reverse().join('/');
