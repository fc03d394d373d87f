export { subscriptionRoutes, type SubscriptionCheckout } from './routes.js';
export { createSubscriptionService, type SubscriptionService } from './service.js';
export type { RenewalDue, SubscriptionBilling } from './billing.js';
export type { DeletionCancellation, RevokeCards } from './cancellation.js';
export type { CourtesyGrant } from './courtesy.js';
export { createSubscription } from './create.js';
export type { Transition } from './moves.js';
export { eraseCancellationReasons, subscriptionForExport } from './personal-data.js';
export {
  accountOfCancellation,
  broughtByAffiliate,
  subscriptionsBroughtBy,
  cardRidOf,
  lockSubscription,
  memberNumbers,
  readSubscription,
  replaceCardRid,
  subscriptionByMemberNumber,
  renewingWith,
  subscriptionFaces,
  type SubscriptionRow,
} from './reads.js';
export { standingChangesInMonths, standingsAtMonthEnds, subscriptionMovesInMonths } from './figures.js';
