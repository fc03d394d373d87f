export { subscriberRoutes } from './routes.js';
export { createSubscriberService, type SubscriberService } from './service.js';
export { createProfile, resetProfile } from './repository.js';
