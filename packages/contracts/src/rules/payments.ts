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

export const CHARGE_STATUSES = [
  'pendente',
  'paga',
  'expirada',
  'cancelada',
  'reembolso-pendente',
  'reembolsada',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  pendente: 'Pendente',
  paga: 'Paga',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
  'reembolso-pendente': 'Reembolso em andamento',
  reembolsada: 'Reembolsada',
};

/** The statuses of a charge whose money arrived: it has a receipt. */
export const RECEIPT_STATUSES: readonly ChargeStatus[] = ['paga', 'reembolso-pendente', 'reembolsada'];

/** Days after the first payment within which cancelling refunds it in full (CDC art. 49). */
export const WITHDRAWAL_DAYS = 7;
/** An affiliate link's commission when it names none: 10 %, in basis points. */
export const DEFAULT_COMMISSION_RATE_BP = 1000;
export const COMMISSION_ROUNDING =
  'Comissão = valor pago × taxa do link, arredondada para baixo ao centavo; um reembolso estorna a comissão inteira no mês em que é concluído.';

/** Within 7 days of the first payment (refunded), at the end of the paid period, or now with nothing paid to refund. */
export const CANCELLATION_KINDS = ['arrependimento', 'fim-do-periodo', 'imediato'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const PIX_VALIDITY_MINUTES = 30;
export const RENEWAL_DAYS_BEFORE = 10;
/** Days after `paidUntil` the subscription stays `em-atraso` (card still valid) before `suspensa`. */
export const GRACE_DAYS = 7;
export const PAID_PERIOD_MONTHS = 12;

export const CPF_INVALID_MESSAGE = 'CPF inválido: confira os números.';

/**
 * Centavos as people here read money: 12990 → 'R$ 129,90' (the API's e-mails and the screens alike), as
 * `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` writes it, a no-break space after
 * 'R$' included (payments.test.ts holds the two together). Written out: making that formatter loads the
 * locale's currency data, a long task of 50–90 ms at 4× CPU on the first screen that shows a price.
 */
export function centavosToBr(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${cents < 0 && whole > 0 ? '-' : ''}R$\u00a0${reais},${String(whole % 100).padStart(2, '0')}`;
}

/** A calendar date (yyyy-mm-dd) as DD/MM/AAAA. */
export const dateToBr = (isoDate: string): string => isoDate.split('-').reverse().join('/');
