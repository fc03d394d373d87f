export { ephemeralCardKeys, loadCardKeys, type CardKeys } from './card-keys.js';
export { forgetDeviceSecrets, issueDeviceSecret, reissueCard, revokeCards } from './cards.js';
export { cardKeyRoutes, dependantRoutes, membershipRoutes } from './routes.js';
export {
  claimInvitation,
  createDependantService,
  dependantAccountOf,
  dependantsForExport,
  eraseDependants,
  forgetDependantSignIn,
  inviteIdentifier,
} from './dependants.js';
export {
  dependantFacesOf,
  personOf,
  personSeenBy,
  rowsOfPerson,
  subscriptionsOfDependant,
  titularOf,
  type Person,
} from './people.js';
export { createMembershipService } from './service.js';
export { startSubscription } from './start-subscription.js';
export { createTokenFailures } from './token-failures.js';
export { dependantsAtMonthEnds } from './figures.js';
