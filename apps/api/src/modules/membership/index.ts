export { ephemeralCardKeys, loadCardKeys, type CardKeys } from './card-keys.js';
export { forgetDeviceSecrets, issueDeviceSecret, revokeCards, setSubscriptionStatus } from './cards.js';
export { newMemberNumber } from './luhn.js';
export { cardKeyRoutes, dependantRoutes, membershipRoutes } from './routes.js';
export {
  claimInvitation,
  createDependantService,
  dependantAccountOf,
  dependantsForExport,
  eraseDependants,
  forgetDependantSignIn,
  inviteIdentifier,
  type DependantService,
} from './dependants.js';
export { personOf, personSeenBy, rowsOfPerson, titularOf, type Person } from './people.js';
export { createMembershipService, type MembershipService } from './service.js';
export { dependantFaces } from './repository.js';
export { startSubscription } from './start-subscription.js';
export { createTokenFailures } from './token-failures.js';
