import type { SubscriptionBilling } from '#api/modules/subscriptions/index.js';
import type { BillingDeps } from './deps.js';
import { autoRenewalView, endAutoRenewal } from './auto-renewals.js';
import { cancellationBilling } from './cancellation-billing.js';
import { debitUseCases } from './debits.js';
import { chargeRenewalByPix } from './renewal.js';
import { refundUseCases } from './refunds.js';
import * as repo from './repository.js';

/** Payments' side of the subscription's billing cycle and cancellation: the charges, their provider and refunds. */
export function subscriptionBilling(deps: BillingDeps): SubscriptionBilling {
  const { db } = deps;
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

    /** A PIX renewal charge (none without a PIX provider, nor while PIX Automático debits it). */
    chargeRenewal: (subscription, now) => chargeRenewalByPix(deps, subscription, now),

    askProviderRefunds: () => refunds.askProviderRefunds(),

    autoRenewalOf: autoRenewalView,
    endAutoRenewal: async (tx, accountId, now) => (await endAutoRenewal(tx, accountId, now)) !== undefined,
    chargeDebits: (now) => debitUseCases(deps).chargeDebits(now),
  };
}
