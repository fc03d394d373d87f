export { ephemeralCardKeys, loadCardKeys, type CardKeys } from './card-keys.js';
export { membershipRoutes } from './routes.js';
export { createMembershipService, type MembershipService } from './service.js';
export { findSubscription as readSubscription } from './repository.js';
