import { dateToBr, GRACE_DAYS, webPaths } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import type { SubscriptionBilling } from '#api/modules/subscriptions/index.js';
import type { BillingDeps } from './deps.js';
import { renewalMessage } from './messages.js';
import { pricesOf } from './prices.js';
import { priceCharge } from './pricing.js';
import { startProviderCharge } from './provider-charge.js';
import { cancellationBilling } from './cancellation-billing.js';
import { refundUseCases } from './refunds.js';
import * as repo from './repository.js';

/** Payments' side of the subscription's billing cycle and cancellation: the charges, their provider and refunds. */
export function subscriptionBilling(deps: BillingDeps): SubscriptionBilling {
  const { db, outbox, notifications, providers } = deps;
  const refunds = refundUseCases(deps);

  return {
    ...cancellationBilling(deps),

    async expireCharges(now) {
      await db.transaction(async (tx) => {
        const expired = await repo.expireDue(tx, now);
        await repo.insertEvents(
          tx,
          expired.map(({ id }) => ({ chargeId: id, type: 'expirada' as const, actor: 'sistema' as const, at: now })),
        );
      });
    },

    /** A PIX renewal charge (none without a PIX provider), priced as the plan and add-ons are now. */
    async chargeRenewal(subscription, now) {
      const provider = providers.pix;
      // One renewal payable at a time: after a 'Cortesia' moved paidUntil, the earlier one still pays (#67).
      if (!provider || (await repo.hasPendingRenewal(db, subscription.accountId))) return;
      const { paidUntil } = subscription;
      const [prices, account, lastPaid] = await Promise.all([
        pricesOf(db, subscription.planId),
        findAccountById(db, subscription.accountId),
        repo.lastPaid(db, subscription.accountId),
      ]);
      if (!prices || !account || !lastPaid) return;
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
      if (!row) return;
      const ready = await providerCharge.complete(row, account).catch((error: unknown) => {
        if (error instanceof HttpError) return undefined;
        throw error;
      });
      if (!ready) return;
      await db.transaction(async (tx) => {
        await notifications.notify(tx, subscription.accountId, {
          title: 'Renove sua assinatura',
          path: webPaths.subscribe,
          body: `Sua assinatura vale até ${dateToBr(paidUntil)}. Enviamos por e-mail o código PIX da renovação; você também pode pagar em Assinar.`,
          email: false,
        });
        await outbox.enqueue(tx, renewalMessage(account.email, account.firstName, ready, paidUntil, deps.publicUrl));
      });
    },

    askProviderRefunds: () => refunds.askProviderRefunds(),
  };
}
