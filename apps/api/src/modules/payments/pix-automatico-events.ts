import {
  centavosToBr,
  dateToBr,
  webPaths,
  type AsaasWebhookEvent,
  type AutoRenewalStatus,
} from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import { readSubscription } from '#api/modules/subscriptions/index.js';
import { moveAutoRenewal } from './auto-renewals.js';
import { debitUseCases, type DebitFailure } from './debits.js';
import type { PaymentDeps } from './deps.js';
import { lockChargeInOrder } from './locks.js';
import * as repo from './repository.js';

const PREFIX = 'PIX_AUTOMATIC_RECURRING_';
export const isPixAutomaticEvent = (type: string) => type.startsWith(PREFIX);

/** What each authorisation event moves it to, from 'pendente' or 'ativa' (docs.asaas.com 'Eventos para Pix Automático'). */
const AUTHORIZATION_MOVES: Readonly<Record<string, { to: AutoRenewalStatus; from: readonly AutoRenewalStatus[] }>> = {
  AUTHORIZATION_ACTIVATED: { to: 'ativa', from: ['pendente'] },
  AUTHORIZATION_REFUSED: { to: 'recusada', from: ['pendente'] },
  AUTHORIZATION_EXPIRED: { to: 'expirada', from: ['pendente'] },
  AUTHORIZATION_CANCELLED: { to: 'cancelada-pelo-pagador', from: ['pendente', 'ativa'] },
};

const NOTICES: Partial<Record<AutoRenewalStatus, (paidUntil: string | null) => { title: string; body: string }>> = {
  ativa: (paidUntil) => ({
    title: 'Renovação automática ativa',
    body: `PIX Automático autorizado${paidUntil ? `: o próximo débito será em ${dateToBr(paidUntil)}` : ''}. Para parar, toque em 'Desativar renovação automática' em Meu plano ou cancele no app do seu banco.`,
  }),
  recusada: () => ({
    title: 'PIX Automático recusado',
    body: 'Seu banco recusou a autorização do PIX Automático e nada foi cobrado. Você pode assinar com PIX ou cartão em Assinar.',
  }),
  'cancelada-pelo-pagador': (paidUntil) => ({
    title: 'Renovação automática cancelada no banco',
    body: `A autorização do PIX Automático foi cancelada no app do seu banco: nenhum débito será feito.${paidUntil ? ` Sua assinatura vale até ${dateToBr(paidUntil)}; depois, renove por PIX.` : ''}`,
  }),
};

/** Asaas's `PIX_AUTOMATIC_RECURRING_*` events: each recorded once by its id, applied in its transaction. */
export function pixAutomaticEvents(deps: PaymentDeps) {
  const { db, clock, notifications } = deps;
  const debits = debitUseCases(deps);

  async function onAuthorization(tx: Executor, event: AsaasWebhookEvent, type: string) {
    const found = event.authorization ? await repo.autoRenewalByAuthorization(tx, event.authorization.id) : undefined;
    const renewal = found ? await repo.lockAutoRenewal(tx, found.id) : undefined;
    const move = AUTHORIZATION_MOVES[type];
    const byUs = event.authorization?.cancellationReason === 'REQUESTED_BY_RECEIVER_USER';
    const applies = Boolean(renewal && move && move.from.includes(renewal.status)) && !byUs;
    const fresh = await record(
      tx,
      event,
      renewal?.firstChargeId ?? null,
      null,
      renewal ? (applies ? 'aplicado' : 'sem-efeito') : 'desconhecido',
    );
    if (!fresh || !renewal || !move || !applies) return;
    const at = clock.now();
    await moveAutoRenewal(tx, renewal.id, move.to, at);
    const subscription = await readSubscription(tx, renewal.accountId);
    const notice = NOTICES[move.to];
    if (notice) {
      await notifications.notify(tx, renewal.accountId, {
        ...notice(subscription?.paidUntil ?? null),
        path: webPaths.myPlan,
      });
    }
  }

  async function onInstruction(
    tx: Executor,
    event: AsaasWebhookEvent,
    type: string,
  ): Promise<DebitFailure | undefined> {
    const paymentId = event.paymentInstruction?.paymentId ?? null;
    const seen = paymentId ? await repo.findByProviderReference(tx, { paymentId }) : undefined;
    const charge = seen ? await lockChargeInOrder(tx, seen.id) : undefined;
    const debit = charge?.debitDueOn && charge.status === 'pendente' ? charge : undefined;
    const acts = debit && (type.endsWith('_SCHEDULED') || type.endsWith('_REFUSED') || type.endsWith('_CANCELLED'));
    const fresh = await record(
      tx,
      event,
      charge?.id ?? null,
      paymentId,
      !charge ? 'desconhecido' : acts ? 'aplicado' : 'sem-efeito',
    );
    if (!fresh || !debit || !acts || !debit.debitDueOn) return undefined;
    if (type.endsWith('_REFUSED')) {
      return debits.debitFailed(
        tx,
        debit,
        `Asaas ${event.event}: ${event.paymentInstruction?.refusalReason ?? 'recusada'}`,
      );
    }
    if (type.endsWith('_CANCELLED')) {
      await repo.updateCharge(tx, debit.id, { status: 'cancelada', renewsPaidUntil: null });
      await repo.insertEvents(tx, [
        repo.eventBy(debit.id, 'cancelada', { actor: 'provedor', note: event.event }, clock.now()),
      ]);
      return undefined;
    }
    await notifications.notify(tx, debit.accountId, {
      title: 'Débito agendado',
      path: webPaths.myPlan,
      body: `O PIX Automático de ${centavosToBr(debit.amountCents)} será debitado em ${dateToBr(debit.debitDueOn)}.`,
      email: false,
    });
    return undefined;
  }

  const record = (
    tx: Executor,
    event: AsaasWebhookEvent,
    chargeId: string | null,
    providerPaymentId: string | null,
    outcome: 'aplicado' | 'sem-efeito' | 'desconhecido',
  ) =>
    repo.recordProviderEvent(tx, {
      provider: 'asaas',
      eventId: event.id,
      eventType: event.event,
      providerPaymentId,
      chargeId,
      outcome,
      payload: event,
      receivedAt: clock.now(),
    });

  return {
    /** The same event twice is applied once: provider_events keeps its id. */
    async receivePixAutomaticEvent(event: AsaasWebhookEvent): Promise<void> {
      const type = event.event.slice(PREFIX.length);
      const failure = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          if (type.startsWith('AUTHORIZATION_')) return void (await onAuthorization(tx, event, type));
          if (type.startsWith('PAYMENT_INSTRUCTION_')) return onInstruction(tx, event, type);
          await record(tx, event, null, null, 'sem-efeito');
          return undefined;
        }),
      );
      await debits.followUp(failure);
    },
    debitFailed: debits.debitFailed,
    followUp: debits.followUp,
  };
}
