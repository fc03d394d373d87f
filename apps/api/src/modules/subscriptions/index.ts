export { subscriptionRoutes, type SubscriptionCheckout } from './routes.js';
export { createSubscriptionService, type SubscriptionService } from './service.js';
export type { RenewalDue, SubscriptionBilling } from './billing.js';
export type { DeletionCancellation, RevokeCards } from './cancellation.js';
export { createSubscription } from './create.js';
export type { Transition } from './moves.js';
export { subscriptionForExport } from './personal-data.js';
// What other modules ask of the subscription's rows (decision 017), each named for what it answers.
export {
  broughtByAffiliate,
  cardRidOf,
  eraseCancellationReasons,
  findSubscriptionByMemberNumber,
  memberNumbers,
  readSubscription,
  type SubscriptionRow,
} from './repository.js';
