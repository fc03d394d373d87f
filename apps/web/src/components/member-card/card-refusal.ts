import type { SubscriptionStatus } from '@game-assist/contracts/rules';
import { errorAnswer, httpStatus } from '#web/lib/api/errors.ts';

/** GET /carteirinha's refusal while the subscription is not in force: why, and its status. */
export function cardRefusalOf(error: unknown): { message: string; status: SubscriptionStatus } | null {
  const refusal = httpStatus(error) === 403 ? errorAnswer(error, 'memberCardRefusal') : null;
  return refusal && { message: refusal.message, status: refusal.status };
}

/** The words of the link to /Assinar for a subscription in this status (a cancelled one subscribes again). */
export const payLinkText = (status: SubscriptionStatus) =>
  status === 'aguardando-pagamento'
    ? 'Assinar agora'
    : status === 'cancelada'
      ? 'Assinar de novo'
      : 'Pagar a assinatura';
