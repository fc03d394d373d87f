export { privacyRoutes } from './routes.js';
export { createPrivacyService, type PrivacyService } from './service.js';
