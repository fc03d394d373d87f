import type { SubscriptionStatus } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';

const CARD_REFUSALS: Partial<Record<SubscriptionStatus, string>> = {
  'aguardando-pagamento': 'Sua carteirinha é emitida quando o primeiro pagamento da assinatura é confirmado.',
  suspensa: 'Sua assinatura está suspensa por falta de pagamento: pague a renovação para voltar a usar a carteirinha.',
  cancelada: 'Sua assinatura foi cancelada: a carteirinha não vale mais.',
};

/** What a dependant signed in reads instead: the subscription, and paying it, are the titular's. */
const dependantCardRefusal = (status: SubscriptionStatus, titular: string) =>
  status === 'aguardando-pagamento'
    ? `Sua carteirinha é emitida quando ${titular}, titular da assinatura, confirmar o primeiro pagamento.`
    : status === 'cancelada'
      ? `A assinatura de ${titular} foi cancelada: a carteirinha não vale mais.`
      : `A assinatura de ${titular} não está em dia: a carteirinha volta a valer quando o titular pagar a renovação.`;

/** GET /carteirinha's 403 `MemberCardRefusal` while the subscription is not in force: why, and its status. */
export const cardRefusal = (status: SubscriptionStatus, titular?: string) =>
  new HttpError(
    403,
    titular === undefined
      ? (CARD_REFUSALS[status] ?? 'Sua assinatura não está ativa.')
      : dependantCardRefusal(status, titular),
    { reason: 'assinatura-inativa', fields: { status } },
  );
