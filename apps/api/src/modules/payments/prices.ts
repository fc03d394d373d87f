import type { Executor } from '#api/db/client.js';
import { readPlan, addonsOnOffer } from '#api/modules/offers/index.js';
import type { AddonPrice, PlanPrices } from './pricing.js';

/** The plan's and the add-ons' prices as the database holds them (offers owns the rows). */
export async function pricesOf(
  db: Executor,
  planId: string,
): Promise<{ plan: PlanPrices; addons: AddonPrice[] } | undefined> {
  const [plan, addons] = await Promise.all([readPlan(db, planId), addonsOnOffer(db)]);
  if (!plan) return undefined;
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      pixCents: plan.pixPriceCents,
      installments: plan.installmentCount,
      installmentCents: plan.installmentCents,
    },
    addons: addons.map((addon) => ({
      sku: addon.sku,
      name: addon.name,
      description: addon.description,
      yearCents: addon.yearPriceCents,
    })),
  };
}
