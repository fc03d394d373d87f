import type { ApiErrorReason } from './api-errors.js';
import { AUTO_RENEWAL_LABELS } from './subscriptions.js';

export const PAYMENT_METHODS = ['pix', 'cartao'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CHARGE_STATUSES = [
  'pendente',
  'paga',
  'expirada',
  'cancelada',
  'reembolso-pendente',
  'reembolsada',
  'contestada',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  pendente: 'Pendente',
  paga: 'Paga',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
  'reembolso-pendente': 'Reembolso em andamento',
  reembolsada: 'Reembolsada',
  contestada: 'Contestada',
};

/** The statuses of a charge whose money arrived: it has a receipt. */
export const RECEIPT_STATUSES: readonly ChargeStatus[] = ['paga', 'reembolso-pendente', 'reembolsada'];

/** An affiliate link's commission when it names none: 10 %, in basis points. */
export const DEFAULT_COMMISSION_RATE_BP = 1000;
export const COMMISSION_ROUNDING =
  'Comissão = valor pago × taxa do link, arredondada para baixo ao centavo; um reembolso estorna a comissão inteira no mês em que é concluído.';

export const PIX_VALIDITY_MINUTES = 30;

export const CPF_INVALID_MESSAGE = 'CPF inválido: confira os números.';

export const CHECKOUT_REFUSAL_REASONS = [
  'cpf-invalido',
  'metodo-indisponivel',
  'adicional-desconhecido',
  'chave-reutilizada',
] as const satisfies readonly ApiErrorReason[];

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

const MONTH_ABBREVIATIONS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** What a charge pays for (#69): a PIX Automático month or a year, its first day when known (AAAA-MM-DD). */
export interface ChargePeriod {
  method: PaymentMethod;
  installments?: number;
  periodMonths: number;
  automatic: boolean;
  periodFrom: string | null;
}

/** How it is paid, as the screens and the receipt name it: 'PIX', 'Cartão em 12x', 'PIX Automático — mensal'. */
export function paymentWayText({ method, installments = 1, periodMonths, automatic }: ChargePeriod): string {
  if (automatic) return AUTO_RENEWAL_LABELS[periodMonths === 1 ? 'mensal' : 'anual'];
  if (method === 'pix') return 'PIX';
  return installments > 1 ? `Cartão em ${installments}x` : 'Cartão';
}

/** The period paid: a month as 'dez/2026', a year as '12 meses desde 26/11/2026'; its length alone before it is known. */
export function chargePeriodText({ periodMonths, periodFrom }: ChargePeriod): string {
  const length = periodMonths === 1 ? '1 mês' : `${periodMonths} meses`;
  if (!periodFrom) return length;
  const [year, month] = periodFrom.split('-');
  return periodMonths === 1
    ? `${MONTH_ABBREVIATIONS[Number(month) - 1] ?? month}/${year}`
    : `${length} desde ${dateToBr(periodFrom)}`;
}

/** Both at once, the period for PIX Automático's only: 'PIX Automático — mensal · dez/2026', 'PIX', 'Cartão em 12x'. */
export const paidWithText = (charge: ChargePeriod): string =>
  charge.automatic ? `${paymentWayText(charge)} · ${chargePeriodText(charge)}` : paymentWayText(charge);
