export { offerRoutes } from './routes.js';
export { createOfferService, type OfferService } from './service.js';
export { findPlan, listActiveAddons, listAddonNames } from './repository.js';
