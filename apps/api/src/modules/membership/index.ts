export { ephemeralCardKeys, loadCardKeys, type CardKeys } from './card-keys.js';
export { forgetDeviceSecrets, issueDeviceSecret, revokeCards, setSubscriptionStatus } from './cards.js';
export { newMemberNumber } from './luhn.js';
export { cardKeyRoutes, membershipRoutes } from './routes.js';
export { createMembershipService, type MembershipService } from './service.js';
export {
  broughtByAffiliate,
  memberNumbers,
  readSubscription,
  renewable as renewableSubscriptions,
  subscriptionEventsOf,
} from './repository.js';
export { startSubscription } from './start-subscription.js';
export { advanceByClock, applyPayment, type Transition } from './standing.js';
export { createTokenFailures } from './token-failures.js';
export {
  cancellationsOf,
  currentCancellation,
  eraseCancellationReasons,
  isUndoable,
  recordCancellation,
  undoCancellation,
  type CancellationRow,
} from './cancellation.js';
