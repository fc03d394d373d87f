import { centavosToBr, webPaths, type AsaasWebhookEvent } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { ASAAS_MOVING_EVENTS, asaasActionFor, mismatchOf, type AsaasAction } from './asaas-events.js';
import type { PaymentDeps } from './deps.js';
import { lockChargeInOrder } from './locks.js';
import { providerAlertMessage } from './messages.js';
import { refundUseCases } from './refunds.js';
import { isPixAutomaticEvent, pixAutomaticEvents } from './pix-automatico-events.js';
import * as repo from './repository.js';

type MarkPaid = (tx: Executor, row: repo.ChargeRow, by: { actor: 'provedor'; note: string }) => Promise<unknown>;

const NOTICES = {
  estorno: (amount: number) => ({
    title: 'Pagamento estornado',
    body: `O pagamento de ${centavosToBr(amount)} foi devolvido pelo provedor: o período que ele pagava terminou e a carteirinha deixou de valer.`,
  }),
  contestacao: (amount: number) => ({
    title: 'Assinatura suspensa',
    body: `O pagamento de ${centavosToBr(amount)} foi contestado no cartão: a assinatura e a carteirinha ficam suspensas até a contestação ser resolvida.`,
  }),
  'fim-da-contestacao': () => ({
    title: 'Assinatura reativada',
    body: 'A contestação do seu pagamento foi resolvida: a assinatura e a carteirinha voltaram a valer.',
  }),
};

/** Asaas's webhook: every event kept once by its id, checked against its charge, applied in Asaas's own order. */
export function asaasWebhookUseCases(deps: PaymentDeps, markPaid: MarkPaid) {
  const { db, clock, outbox, notifications } = deps;
  const refunds = refundUseCases(deps);
  const pix = pixAutomaticEvents(deps);

  /** A PIX Automático first payment carries no id of ours: its authorisation and QR code's identifier find the charge. */
  async function firstPaymentOf(tx: Executor, payment: NonNullable<AsaasWebhookEvent['payment']>) {
    if (!payment.pixAutomaticAuthorizationId || !payment.conciliationIdentifier) return undefined;
    const renewal = await repo.autoRenewalByAuthorization(tx, payment.pixAutomaticAuthorizationId);
    if (renewal?.conciliationIdentifier !== payment.conciliationIdentifier) return undefined;
    return repo.findCharge(tx, renewal.firstChargeId);
  }

  async function alertOperators(tx: Executor, what: Parameters<typeof providerAlertMessage>[1]) {
    deps.log.warn(what, 'Asaas event refused or to be checked: nothing changed');
    for (const to of await deps.staffMailTo(tx, 'financeiro')) await outbox.enqueue(tx, providerAlertMessage(to, what));
  }

  async function reverse(tx: Executor, charge: repo.ChargeRow, name: keyof typeof NOTICES, closed: boolean) {
    const moved = await deps.subscriptions.applyProviderReversal(tx, charge.accountId, name, {
      at: clock.now(),
      chargeId: charge.id,
      months: charge.periodMonths,
    });
    if (moved && !closed) {
      await notifications.notify(tx, charge.accountId, { ...NOTICES[name](charge.amountCents), path: webPaths.myPlan });
    }
  }

  async function apply(tx: Executor, action: AsaasAction, charge: repo.ChargeRow, note: string, closed: boolean) {
    const at = clock.now();
    const by = { actor: 'provedor' as const, note };
    switch (action) {
      case 'pay':
        return markPaid(tx, charge, by);
      case 'refund-unpayable':
        return refunds.refundUnpayable(tx, charge, note, closed);
      case 'refunded':
        await refunds.completeRefund(tx, charge, by);
        return reverse(tx, charge, 'estorno', closed);
      case 'refund-started':
        await repo.updateCharge(tx, charge.id, { status: 'reembolso-pendente' });
        await refunds.refundByProvider(tx, charge);
        return repo.insertEvents(tx, [repo.eventBy(charge.id, 'reembolso-pedido', by, at)]);
      case 'chargeback':
        await repo.updateCharge(tx, charge.id, { status: 'contestada' });
        await repo.insertEvents(tx, [repo.eventBy(charge.id, 'contestada', by, at)]);
        return reverse(tx, charge, 'contestacao', closed);
      case 'chargeback-won':
        await repo.updateCharge(tx, charge.id, { status: 'paga' });
        await repo.insertEvents(tx, [repo.eventBy(charge.id, 'paga', by, at)]);
        return reverse(tx, charge, 'fim-da-contestacao', closed);
      case 'removed':
        await repo.updateCharge(tx, charge.id, { status: 'cancelada' });
        return repo.insertEvents(tx, [repo.eventBy(charge.id, 'cancelada', by, at)]);
      case 'alert':
      case 'debit-failed':
        return undefined;
    }
  }

  return {
    async receiveAsaasEvent(event: AsaasWebhookEvent): Promise<void> {
      if (isPixAutomaticEvent(event.event)) return pix.receivePixAutomaticEvent(event);
      let refundAsked = false;
      let failure: Awaited<ReturnType<typeof pix.debitFailed>>;
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const payment = event.payment;
          const found = payment
            ? ((await repo.findByProviderReference(tx, {
                paymentId: payment.id,
                externalReference: payment.externalReference,
                installmentId: payment.installment,
              })) ?? (await firstPaymentOf(tx, payment)))
            : undefined;
          const locked = found ? await lockChargeInOrder(tx, found.id) : undefined;
          const closed = locked ? Boolean((await findAccountById(tx, locked.accountId))?.deletedAt) : false;
          const mismatch = locked && payment ? mismatchOf(payment, locked) : null;
          const action = locked && !mismatch ? asaasActionFor(event.event, locked, closed) : null;
          const latest =
            locked && action && event.dateCreated ? await repo.lastEventDate(tx, locked.id, ASAAS_MOVING_EVENTS) : null;
          const late = latest !== null && event.dateCreated !== undefined && event.dateCreated < latest;
          const fresh = await repo.recordProviderEvent(tx, {
            provider: 'asaas',
            eventId: event.id,
            eventType: event.event,
            providerPaymentId: payment?.id ?? null,
            chargeId: locked?.id ?? null,
            outcome: !locked
              ? 'desconhecido'
              : mismatch
                ? 'recusado'
                : late
                  ? 'fora-de-ordem'
                  : action && action !== 'alert'
                    ? 'aplicado'
                    : 'sem-efeito',
            payload: event,
            receivedAt: clock.now(),
          });
          if (!fresh || !locked) return;
          const about = { eventType: event.event, eventId: event.id, chargeId: locked.id };
          if (mismatch) return alertOperators(tx, { ...about, why: mismatch });
          if (late) return alertOperators(tx, { ...about, why: `feito em ${event.dateCreated}, antes de ${latest}` });
          if (action === 'alert' || action === 'chargeback') {
            await alertOperators(tx, { ...about, why: `${event.event}: conferir no Asaas` });
          }
          if (!action) return;
          if (payment && !locked.providerPaymentId)
            await repo.updateCharge(tx, locked.id, { providerPaymentId: payment.id });
          if (action === 'debit-failed')
            failure = await pix.debitFailed(tx, locked, `Asaas ${event.event} (${event.id})`);
          await apply(tx, action, locked, `Asaas ${event.event} (${event.id})`, closed);
          refundAsked = action === 'refund-unpayable';
        }),
      );
      if (refundAsked) await refunds.askProviderRefunds();
      await pix.followUp(failure);
    },
  };
}
