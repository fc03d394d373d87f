import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { addons, plans } from '#api/db/schema.js';

export const findPlan = async (db: Executor, id: string) =>
  (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];

/** The add-ons on offer, cheapest first. */
export const listActiveAddons = (db: Executor) =>
  db.select().from(addons).where(eq(addons.active, true)).orderBy(asc(addons.price));
