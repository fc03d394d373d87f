import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

// What other modules ask of the plans and add-ons, in the caller's transaction where it has one.

/** The plan as stored (prices, benefits, whether dependants are included); undefined for an unknown id. */
export const readPlan = (db: Executor, id: string) => repo.findPlan(db, id);

/** The add-ons on offer, cheapest first. */
export const addonsOnOffer = (db: Executor) => repo.listActiveAddons(db);

/** Every add-on's name by its SKU, offered or not (a subscription may hold one no longer offered). */
export const addonNames = (db: Executor) => repo.listAddonNames(db);

/** The plans and add-ons as an offer version holds them, and putting one in force (offer-versions, #68). */
export const offerContent = (db: Executor) => repo.offerContent(db);
export const applyOffer = (tx: Executor, content: Parameters<typeof repo.applyOffer>[1]) =>
  repo.applyOffer(tx, content);
