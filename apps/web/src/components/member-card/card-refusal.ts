import type { SubscriptionStatus } from '@game-assist/contracts/rules';
import { apiMessage, httpStatus } from '#web/lib/api/errors.ts';

/** GET /carteirinha's refusal while the subscription is not in force: why, and its status. */
export function cardRefusalOf(error: unknown): { message: string; status: SubscriptionStatus } | null {
  if (httpStatus(error) !== 403) return null;
  const data = (error as { data?: { code?: unknown; status?: SubscriptionStatus } }).data;
  if (data?.code !== 'assinatura-inativa' || !data.status) return null;
  return { message: apiMessage(error) ?? 'Sua assinatura não está ativa.', status: data.status };
}

/** The words of the link to /Assinar for a subscription in this status (a cancelled one subscribes again). */
export const payLinkText = (status: SubscriptionStatus) =>
  status === 'aguardando-pagamento'
    ? 'Assinar agora'
    : status === 'cancelada'
      ? 'Assinar de novo'
      : 'Pagar a assinatura';
