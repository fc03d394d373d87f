export { subscriberRoutes } from './routes.js';
export { createSubscriberService, type SubscriberService } from './service.js';
export { createProfile } from './repository.js';
