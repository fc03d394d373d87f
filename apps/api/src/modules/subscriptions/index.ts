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
