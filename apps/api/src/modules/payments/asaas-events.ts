import type { AsaasWebhookEvent } from '@game-assist/contracts';
import type { ChargeRow } from './repository.js';

/** What each payment event Asaas documents (docs.asaas.com, 'Eventos para cobranças') means for the charge. */
type Meaning = 'paid' | 'refunded' | 'refund-started' | 'chargeback' | 'chargeback-won' | 'removed' | 'alert' | 'none';

export const ASAAS_EVENT_MEANINGS: Readonly<Record<string, Meaning>> = {
  PAYMENT_CREATED: 'none',
  PAYMENT_AWAITING_RISK_ANALYSIS: 'none',
  PAYMENT_APPROVED_BY_RISK_ANALYSIS: 'none',
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: 'none',
  PAYMENT_AUTHORIZED: 'none',
  PAYMENT_UPDATED: 'none',
  PAYMENT_CONFIRMED: 'paid',
  PAYMENT_RECEIVED: 'paid',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'none',
  PAYMENT_ANTICIPATED: 'none',
  PAYMENT_OVERDUE: 'none',
  PAYMENT_DELETED: 'removed',
  PAYMENT_RESTORED: 'alert',
  PAYMENT_REFUNDED: 'refunded',
  PAYMENT_PARTIALLY_REFUNDED: 'alert',
  PAYMENT_REFUND_IN_PROGRESS: 'refund-started',
  PAYMENT_REFUND_DENIED: 'alert',
  PAYMENT_RECEIVED_IN_CASH_UNDONE: 'alert',
  PAYMENT_CHARGEBACK_REQUESTED: 'chargeback',
  PAYMENT_CHARGEBACK_DISPUTE: 'chargeback',
  PAYMENT_AWAITING_CHARGEBACK_REVERSAL: 'chargeback-won',
  PAYMENT_DUNNING_RECEIVED: 'alert',
  PAYMENT_DUNNING_REQUESTED: 'none',
  PAYMENT_BANK_SLIP_VIEWED: 'none',
  PAYMENT_CHECKOUT_VIEWED: 'none',
  PAYMENT_SPLIT_CANCELLED: 'none',
  PAYMENT_SPLIT_DIVERGENCE_BLOCK: 'none',
  PAYMENT_SPLIT_DIVERGENCE_BLOCK_FINISHED: 'none',
};

/** The events that move a charge: one made before the latest of them recorded is out of order. */
export const ASAAS_MOVING_EVENTS = Object.keys(ASAAS_EVENT_MEANINGS).filter((type) => {
  const meaning = ASAAS_EVENT_MEANINGS[type];
  return meaning !== 'none' && meaning !== 'alert';
});

/** What an event does to its charge (docs/product.md, 'Asaas events'); null: recorded only. */
export type AsaasAction =
  | 'pay'
  | 'refund-unpayable'
  | 'refunded'
  | 'refund-started'
  | 'chargeback'
  | 'chargeback-won'
  | 'removed'
  | 'alert'
  | 'debit-failed';

export function asaasActionFor(
  eventType: string,
  charge: Pick<ChargeRow, 'status'> & Partial<Pick<ChargeRow, 'debitDueOn'>>,
  accountClosed: boolean,
): AsaasAction | null {
  const { status } = charge;
  // A PIX Automático debit not taken after the day's tries (docs.asaas.com 'Pix Automático — FAQ').
  if (eventType === 'PAYMENT_OVERDUE' && charge.debitDueOn && status === 'pendente') return 'debit-failed';
  const unpaid = status === 'pendente' || status === 'expirada';
  switch (ASAAS_EVENT_MEANINGS[eventType] ?? 'alert') {
    case 'paid':
      if (unpaid && !accountClosed) return 'pay';
      return unpaid || status === 'cancelada' ? 'refund-unpayable' : null;
    case 'refunded':
      return status === 'paga' || status === 'reembolso-pendente' || status === 'contestada' ? 'refunded' : null;
    case 'refund-started':
      return status === 'paga' ? 'refund-started' : null;
    case 'chargeback':
      return status === 'paga' ? 'chargeback' : null;
    case 'chargeback-won':
      return status === 'contestada' ? 'chargeback-won' : null;
    case 'removed':
      return unpaid ? 'removed' : null;
    case 'alert':
      return 'alert';
    case 'none':
      return null;
  }
}

/** Why an event about this charge is refused: a value or a customer other than the charge's; null when it matches. */
export function mismatchOf(
  payment: NonNullable<AsaasWebhookEvent['payment']>,
  charge: Pick<ChargeRow, 'amountCents' | 'installments' | 'providerCustomerId'>,
): string | null {
  const expected = Math.round(charge.amountCents / charge.installments);
  const got = typeof payment.value === 'number' ? Math.round(payment.value * 100) : null;
  // Asaas may round one instalment of a plan by a centavo.
  if (got === null || Math.abs(got - expected) > (charge.installments > 1 ? 1 : 0)) {
    return `valor ${got === null ? 'ausente' : got} centavos, a cobrança é de ${expected}`;
  }
  const customer = typeof payment.customer === 'string' ? payment.customer : null;
  if (charge.providerCustomerId && customer !== charge.providerCustomerId) {
    return `cliente ${customer ?? 'ausente'}, a cobrança é do cliente ${charge.providerCustomerId}`;
  }
  return null;
}
