export { subscriberRoutes } from './routes.js';
export { createSubscriberService, type SubscriberService } from './service.js';
export {
  accountsByPhone,
  createProfile,
  eraseProfile,
  nameOnProfile,
  profileForExport,
  resetProfile,
} from './profiles.js';
