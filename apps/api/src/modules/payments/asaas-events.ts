import { ASAAS_PAID_EVENTS, ASAAS_REFUNDED_EVENT } from './providers/asaas.js';
import type { ChargeRow } from './repository.js';

/** What an Asaas event does to the charge it is about; null: nothing (recorded only). */
export type AsaasAction = 'pay' | 'refund-unpayable' | 'refunded';

export function asaasActionFor(
  eventType: string,
  charge: Pick<ChargeRow, 'status'>,
  accountClosed: boolean,
): AsaasAction | null {
  const unpaid = charge.status === 'pendente' || charge.status === 'expirada';
  if (ASAAS_PAID_EVENTS.has(eventType)) {
    if (unpaid && !accountClosed) return 'pay';
    if (unpaid || charge.status === 'cancelada') return 'refund-unpayable';
    return null;
  }
  // Refunded at our request, or by the business on Asaas's own page: the charge follows.
  if (eventType === ASAAS_REFUNDED_EVENT && (charge.status === 'paga' || charge.status === 'reembolso-pendente')) {
    return 'refunded';
  }
  return null;
}
