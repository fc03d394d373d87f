import { asc, eq, notInArray } from 'drizzle-orm';
import { centavosToBr, type OfferContent } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { addons, plans } from '#api/db/schema/offers.js';

export const findPlan = async (db: Executor, id: string) =>
  (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];

/** The add-ons on offer, cheapest first. */
export const listActiveAddons = (db: Executor) =>
  db.select().from(addons).where(eq(addons.active, true)).orderBy(asc(addons.price));

/** Every add-on's name by its SKU, offered or not (a subscription may hold one no longer offered). */
export const listAddonNames = (db: Executor) => db.select({ sku: addons.sku, name: addons.name }).from(addons);

/** The plans and add-ons as an offer version holds them. */
export async function offerContent(db: Executor): Promise<Pick<OfferContent, 'plans' | 'addons'>> {
  const planRows = await db.select().from(plans).orderBy(asc(plans.id));
  const addonRows = await db.select().from(addons).orderBy(asc(addons.sku));
  return {
    plans: planRows.map(({ id, name, description, pixPriceCents, installmentCount, installmentCents }) => ({
      id,
      name,
      description,
      pixPriceCents,
      installmentCount,
      installmentCents,
    })),
    addons: addonRows.map(({ sku, name, description, yearPriceCents, active }) => ({
      sku,
      name,
      description,
      yearPriceCents,
      active,
    })),
  };
}

/** Puts a version's prices in force: each plan as it says (with its price texts), each add-on, the others off. */
export async function applyOffer(tx: Executor, content: Pick<OfferContent, 'plans' | 'addons'>): Promise<void> {
  for (const plan of content.plans) {
    await tx
      .update(plans)
      .set({
        ...plan,
        installments: `${plan.installmentCount}x de ${centavosToBr(plan.installmentCents)}`,
        pixPrice: `${centavosToBr(plan.pixPriceCents)} à vista no PIX`,
      })
      .where(eq(plans.id, plan.id));
  }
  for (const addon of content.addons) {
    // A new add-on: the spec's sample fields (a month in reais, an image path) from its year in centavos.
    const sample = {
      price: Math.round(addon.yearPriceCents / 12) / 100,
      currency: 'BRL',
      img: `addons/${addon.sku.toLowerCase()}.png`,
    };
    await tx
      .insert(addons)
      .values({ ...addon, ...sample })
      .onConflictDoUpdate({ target: addons.sku, set: addon });
  }
  const offered = content.addons.map((addon) => addon.sku);
  if (offered.length > 0) await tx.update(addons).set({ active: false }).where(notInArray(addons.sku, offered));
}
