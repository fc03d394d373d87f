export { subscriberRoutes } from './routes.js';
export { createSubscriberService, type SubscriberService } from './service.js';
export { createProfile, deleteProfile, findProfileName, profileOf, resetProfile } from './repository.js';
