export { subscriptionRoutes } from './routes.js';
export { createSubscriptionService, type SubscriptionService } from './service.js';
export type { RenewalDue, SubscriptionBilling } from './billing.js';
export type { DeletionCancellation, RevokeCards } from './cancellation.js';
export type { Transition } from './moves.js';
export { isUndoable } from './undo.js';
export {
  CLOCK_TRANSITIONS,
  paymentExtendsCover,
  paymentStartsAnew,
  paymentTransition,
  TRANSITION_NAMES,
  TRANSITIONS,
  transitionFrom,
  type SubscriptionCause,
  type TransitionName,
} from './state-machine.js';
export {
  broughtByAffiliate,
  cancellationsOf,
  cardRidOf,
  closeCancellations,
  currentCancellation,
  eraseCancellationReasons,
  findSubscriptionByMemberNumber,
  insertCancellation,
  insertSubscription,
  insertSubscriptionEvent,
  lastSubscriptionCause,
  memberNumbers,
  moveLapsed,
  paidBy,
  readSubscription,
  setCancelsOn,
  setStanding,
  subscriptionEventsOf,
  updateSubscriptionStatus,
  type CancellationRow,
  type SubscriptionEventRow,
  type SubscriptionRow,
  type SubscriptionStatusValue,
} from './repository.js';
