export { offerRoutes } from './routes.js';
export { createOfferService, type OfferService } from './service.js';
export { findPlan, listAddonNames } from './repository.js';
