import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

// What other modules ask of the subscription's rows (decision 017), each named for what it answers,
// in the caller's transaction where it has one.

export type { SubscriptionRow } from './repository.js';

/** The account's subscription (plan, status, period, affiliate); undefined when it has none. */
export const readSubscription = (db: Executor, accountId: string) => repo.readSubscription(db, accountId);

/** The account's subscription, its row locked for the rest of `tx`: writers on it wait for this one. */
export const lockSubscription = (tx: Executor, accountId: string) =>
  repo.readSubscription(tx, accountId, { forUpdate: true });

/** The subscription a titular's member number is on; undefined when no titular holds the number. */
export const subscriptionByMemberNumber = (db: Executor, memberNumber: string) =>
  repo.findSubscriptionByMemberNumber(db, memberNumber);

/** Member numbers of several accounts at once, by account id (an account without one is absent). */
export const memberNumbers = (db: Executor, accountIds: string[]) => repo.memberNumbers(db, accountIds);

/** How many subscriptions each affiliate brought in [from, to), by affiliate id: the statement's first column. */
export const broughtByAffiliate = (db: Executor, from: Date, to: Date) => repo.broughtByAffiliate(db, from, to);

/** The subscriptions an affiliate brought (account, status, created, last cancelled), newest first (#71). */
export const subscriptionsBroughtBy = (db: Executor, affiliateId: string) => repo.broughtBy(db, affiliateId);

/** The rid the titular's member card carries (its revocation's key); undefined without a subscription. */
export const cardRidOf = (db: Executor, accountId: string) => repo.cardRidOf(db, accountId);

/** Gives the titular's card a new rid, in `tx`: the old rid (membership revokes it); undefined without a subscription. */
export const replaceCardRid = (tx: Executor, accountId: string) => repo.replaceCardRid(tx, accountId);

/** The account a cancellation's protocol (CAN-2026-000123) belongs to (the staff's look-up, #67). */
export const accountOfCancellation = (db: Executor, protocol: string) => repo.accountOfCancellation(db, protocol);

/** Member number and status of several subscriptions, by account (the look-up's list). */
export const subscriptionFaces = (db: Executor, accountIds: string[]) => repo.subscriptionFaces(db, accountIds);

/** The subscriptions a price rise on these plans or add-ons reaches at renewal (#68's notice). */
export const renewingWith = (db: Executor, planIds: string[], addonSkus: string[]) =>
  repo.renewingWith(db, planIds, addonSkus);
