export { subscriberRoutes } from './routes.js';
export { createSubscriberService, type SubscriberService } from './service.js';
export { createProfile, findProfileName, resetProfile } from './repository.js';
