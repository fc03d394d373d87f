import {
  AUTO_DEBIT_DAYS_BEFORE,
  AUTO_DEBIT_RETRY_DAYS,
  AUTO_RENEWAL_PERIOD_MONTHS,
  centavosToBr,
  dateToBr,
  GRACE_DAYS,
  isInForce,
  webPaths,
} from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { addDays, saoPauloDate, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { readSubscription } from '#api/modules/subscriptions/index.js';
import { cancelDueAtProvider } from './auto-renewals.js';
import { newTxid } from './br-code.js';
import { lockChargeInOrder } from './locks.js';
import { chargeDescription } from './provider-charge.js';
import { chargeRenewalByPix } from './renewal.js';
import type { BillingDeps } from './deps.js';
import { ProviderError } from './providers/provider.js';
import * as repo from './repository.js';

/** What a failed debit leads to: its one retry, or (the retry failed too) today's PIX code and the grace. */
export type DebitFailure = { next: 'retry'; chargeId: string } | { next: 'pix'; accountId: string; paidUntil: string };

/**
 * PIX Automático's debits (decision 032): each sent to Asaas AUTO_DEBIT_DAYS_BEFORE its day (`paidUntil`, the
 * last day paid), recorded first as a pending charge that renews that period (one per period, whatever the processes).
 */
export function debitUseCases(deps: BillingDeps) {
  const { db, clock, providers, notifications } = deps;

  /** The debit's row, in the caller's tx (null when another process made this try already). */
  async function insertDebit(
    tx: Executor,
    renewal: repo.AutoRenewalRow,
    debit: { paidUntil: string; dueOn: string; attempt: number; affiliateId: string | null },
    now: Date,
  ) {
    const first = await repo.findCharge(tx, renewal.firstChargeId);
    if (!first) return null;
    const row = await repo.insertRenewal(tx, {
      accountId: renewal.accountId,
      kind: 'renovacao',
      method: 'pix',
      provider: renewal.provider,
      // The value the payer authorised: the first payment's.
      amountCents: first.amountCents,
      installments: 1,
      items: first.items,
      planId: first.planId,
      addOns: first.addOns,
      affiliateId: debit.affiliateId,
      txid: newTxid(),
      payerCpf: first.payerCpf,
      providerCustomerId: renewal.providerCustomerId,
      renewsPaidUntil: debit.paidUntil,
      periodMonths: AUTO_RENEWAL_PERIOD_MONTHS[renewal.frequency],
      autoRenewalId: renewal.id,
      debitFor: debit.paidUntil,
      debitDueOn: debit.dueOn,
      debitAttempt: debit.attempt,
      createdAt: now,
      expiresAt: startOfSaoPauloDay(addDays(debit.paidUntil, 1 + GRACE_DAYS)),
    });
    if (row) await repo.insertEvents(tx, [{ chargeId: row.id, type: 'criada', actor: 'sistema', at: now }]);
    return row;
  }

  /** After the commit: the debit is sent to Asaas; a refusal there is a failure like the bank's. */
  async function sendDebit(chargeId: string): Promise<DebitFailure | undefined> {
    const automatic = providers.pix?.automatic;
    const charge = await repo.findCharge(db, chargeId);
    const renewal = charge?.autoRenewalId ? await repo.autoRenewalById(db, charge.autoRenewalId) : undefined;
    if (!automatic || !charge?.debitDueOn || !renewal?.providerAuthorizationId || !renewal.providerCustomerId) return;
    try {
      const { id, amountCents, debitDueOn } = charge;
      const made = await automatic.debit({
        authorizationId: renewal.providerAuthorizationId,
        customerId: renewal.providerCustomerId,
        ...{ chargeId: id, amountCents, dueDate: debitDueOn, description: chargeDescription(charge) },
      });
      await repo.updateCharge(db, charge.id, { providerPaymentId: made.providerPaymentId });
      return undefined;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return db.transaction(async (tx) => {
        const locked = await lockChargeInOrder(tx, charge.id);
        return locked ? debitFailed(tx, locked, `Asaas recusou o débito: ${error.message}`.slice(0, 500)) : undefined;
      });
    }
  }

  /**
   * A debit failed (caller's tx, the charge locked and pending): it is closed, freeing its period for the next
   * try. A first failure is retried AUTO_DEBIT_RETRY_DAYS later; a second falls back to a PIX code. The subscriber is told.
   */
  async function debitFailed(tx: Executor, charge: repo.ChargeRow, note: string): Promise<DebitFailure | undefined> {
    if (charge.status !== 'pendente' || !charge.debitFor || !charge.autoRenewalId) return undefined;
    const now = clock.now();
    await repo.updateCharge(tx, charge.id, { status: 'expirada', renewsPaidUntil: null });
    await repo.insertEvents(tx, [{ chargeId: charge.id, type: 'falhou', actor: 'provedor', note, at: now }]);
    const renewal = await repo.lockAutoRenewal(tx, charge.autoRenewalId);
    const amount = centavosToBr(charge.amountCents);
    if (renewal?.status === 'ativa' && (charge.debitAttempt ?? 1) < 2) {
      const dueOn = addDays(saoPauloDate(now), AUTO_DEBIT_RETRY_DAYS);
      const retry = await insertDebit(
        tx,
        renewal,
        { paidUntil: charge.debitFor, dueOn, attempt: 2, affiliateId: charge.affiliateId },
        now,
      );
      await notifications.notify(tx, charge.accountId, {
        title: 'Débito não realizado',
        path: webPaths.myPlan,
        body: `O débito de ${amount} pelo PIX Automático não foi feito (saldo ou limite insuficiente). Tentaremos de novo em ${dateToBr(dueOn)}: deixe o valor na conta.`,
      });
      return retry ? { next: 'retry', chargeId: retry.id } : undefined;
    }
    const graceEnd = addDays(charge.debitFor, GRACE_DAYS);
    await notifications.notify(tx, charge.accountId, {
      title: 'Pague a renovação por PIX',
      path: webPaths.subscribe,
      body: `O débito de ${amount} pelo PIX Automático não foi feito de novo. Enviamos por e-mail um código PIX: pague até ${dateToBr(graceEnd)} para a assinatura não ser suspensa.`,
    });
    return { next: 'pix', accountId: charge.accountId, paidUntil: charge.debitFor };
  }

  /** After the commit of a failure: the retry is sent, or the PIX code is made and mailed. */
  async function followUp(failure: DebitFailure | undefined): Promise<void> {
    if (failure?.next === 'retry') return followUp(await sendDebit(failure.chargeId));
    if (failure?.next !== 'pix') return;
    const subscription = await readSubscription(db, failure.accountId);
    if (!subscription?.paidUntil) return;
    await chargeRenewalByPix(
      deps,
      { ...subscription, paidUntil: failure.paidUntil, accountId: failure.accountId },
      clock.now(),
      { fallback: true },
    );
  }

  return {
    debitFailed,
    followUp,

    /** The billing cycle's part: authorisations ended here cancelled at Asaas, then each debit due sent once. */
    async chargeDebits(now: Date): Promise<void> {
      await cancelDueAtProvider(deps);
      if (!providers.pix?.automatic) return;
      const today = saoPauloDate(now);
      const active = await repo.activeAutoRenewals(db);
      for (const renewal of active) {
        const subscription = await readSubscription(db, renewal.accountId);
        if (!subscription?.paidUntil || subscription.cancelsOn || !isInForce(subscription.status)) continue;
        const { paidUntil } = subscription;
        // Taken on the last day paid: the same day of the month as the first payment.
        if (addDays(paidUntil, -AUTO_DEBIT_DAYS_BEFORE) > today) continue;
        if (await repo.debitMadeFor(db, renewal.id, paidUntil)) continue;
        // Asaas takes a debit at least 2 business days ahead: one found late is due a little later.
        const dueOn = paidUntil >= addDays(today, 2) ? paidUntil : addDays(today, AUTO_DEBIT_RETRY_DAYS);
        const row = await db.transaction((tx) =>
          insertDebit(tx, renewal, { paidUntil, dueOn, attempt: 1, affiliateId: subscription.affiliateId }, now),
        );
        if (row) await followUp(await sendDebit(row.id));
      }
    },
  };
}
