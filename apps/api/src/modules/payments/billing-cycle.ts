import { dateToBr, GRACE_DAYS, RENEWAL_DAYS_BEFORE, webPaths } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, saoPauloDate, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { renewableSubscriptions, type Transition } from '#api/modules/subscriptions/index.js';
import type { PaymentDeps } from './deps.js';
import { startProviderCharge } from './provider-charge.js';
import { renewalMessage } from './messages.js';
import { pricesOf } from './prices.js';
import { priceCharge } from './pricing.js';
import { refundUseCases } from './refunds.js';
import * as repo from './repository.js';

const NOTICES: Record<'em-atraso' | 'suspensa' | 'cancelada', (paidUntil: string) => { title: string; body: string }> =
  {
    'em-atraso': (paidUntil) => ({
      title: 'Pagamento em atraso',
      body: `Sua assinatura venceu em ${dateToBr(paidUntil)}. A carteirinha vale até ${dateToBr(addDays(paidUntil, GRACE_DAYS))}: pague a renovação até lá para não ter a assinatura suspensa.`,
    }),
    suspensa: () => ({
      title: 'Assinatura suspensa',
      body: 'A renovação não foi paga: a carteirinha e os atendimentos estão suspensos até o pagamento.',
    }),
    cancelada: (paidUntil) => ({
      title: 'Assinatura encerrada',
      body: `Como pedido, sua assinatura terminou em ${dateToBr(paidUntil)}. Para voltar, assine de novo em Assinar.`,
    }),
  };

/**
 * What time does, run by the server every few minutes and by tests with their own clock: pending
 * charges expire, unpaid subscriptions fall behind then are suspended, and renewals are made
 * RENEWAL_DAYS_BEFORE the end. Each step is idempotent across processes.
 */
export function billingCycle(deps: PaymentDeps) {
  const { db, clock, outbox, notifications, providers } = deps;

  async function expireCharges(now: Date) {
    await db.transaction(async (tx) => {
      const expired = await repo.expireDue(tx, now);
      await repo.insertEvents(
        tx,
        expired.map(({ id }) => ({ chargeId: id, type: 'expirada' as const, actor: 'sistema' as const, at: now })),
      );
    });
  }

  async function advanceSubscriptions(now: Date): Promise<Transition[]> {
    return db.transaction(async (tx) => {
      const moves = await deps.subscriptions.advanceByClock(tx, now);
      for (const move of moves) {
        if (move.to !== 'em-atraso' && move.to !== 'suspensa' && move.to !== 'cancelada') continue;
        await notifications.notify(tx, move.accountId, {
          ...NOTICES[move.to](move.paidUntil ?? ''),
          path: webPaths.subscribe,
        });
      }
      return moves;
    });
  }

  /** A PIX renewal charge for each subscription ending within RENEWAL_DAYS_BEFORE, made once. */
  async function createRenewals(now: Date) {
    const provider = providers.pix;
    if (!provider) return;
    const due = await renewableSubscriptions(db, addDays(saoPauloDate(now), RENEWAL_DAYS_BEFORE));
    for (const subscription of due) {
      if (!subscription.paidUntil) continue;
      const paidUntil = subscription.paidUntil;
      const [prices, account, lastPaid] = await Promise.all([
        pricesOf(db, subscription.planId),
        findAccountById(db, subscription.accountId),
        repo.lastPaid(db, subscription.accountId),
      ]);
      if (!prices || !account || !lastPaid) continue;
      const chosen = prices.addons.filter((addon) => subscription.addOns.includes(addon.sku));
      const priced = priceCharge(prices.plan, chosen, 'pix');
      const providerCharge = startProviderCharge(deps, provider, priced.amountCents);
      const row = await db.transaction(async (tx) => {
        const made = await repo.insertRenewal(tx, {
          accountId: subscription.accountId,
          kind: 'renovacao',
          method: 'pix',
          provider: provider.name,
          amountCents: priced.amountCents,
          installments: 1,
          items: priced.items,
          planId: prices.plan.id,
          addOns: chosen.map((addon) => addon.sku),
          affiliateId: subscription.affiliateId,
          ...providerCharge.fields,
          payerCpf: lastPaid.payerCpf,
          renewsPaidUntil: paidUntil,
          createdAt: now,
          // Payable until the grace ends, when the subscription is suspended.
          expiresAt: startOfSaoPauloDay(addDays(paidUntil, 1 + GRACE_DAYS)),
        });
        if (made) await repo.insertEvents(tx, [{ chargeId: made.id, type: 'criada', actor: 'sistema', at: now }]);
        return made;
      });
      if (!row) continue;
      const ready = await providerCharge.complete(row, account).catch((error: unknown) => {
        if (error instanceof HttpError) return undefined;
        throw error;
      });
      if (!ready) continue;
      await db.transaction(async (tx) => {
        await notifications.notify(tx, subscription.accountId, {
          title: 'Renove sua assinatura',
          path: webPaths.subscribe,
          body: `Sua assinatura vale até ${dateToBr(paidUntil)}. Enviamos por e-mail o código PIX da renovação; você também pode pagar em Assinar.`,
          email: false,
        });
        await outbox.enqueue(tx, renewalMessage(account.email, account.firstName, ready, paidUntil, deps.publicUrl));
      });
    }
  }

  return {
    async runBillingCycle(): Promise<void> {
      const now = clock.now();
      await expireCharges(now);
      await advanceSubscriptions(now);
      await createRenewals(now);
      await refundUseCases(deps).askProviderRefunds();
    },
  };
}
