import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { addons, plans } from '#api/db/schema/offers.js';

export const findPlan = async (db: Executor, id: string) =>
  (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];

/** The add-ons on offer, cheapest first. */
export const listActiveAddons = (db: Executor) =>
  db.select().from(addons).where(eq(addons.active, true)).orderBy(asc(addons.price));

/** Every add-on's name by its SKU, offered or not (a subscription may hold one no longer offered). */
export const listAddonNames = (db: Executor) => db.select({ sku: addons.sku, name: addons.name }).from(addons);
