import type { ApiErrorReason } from './api-errors.js';

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
