export { offerRoutes } from './routes.js';
export { createOfferService, type OfferService } from './service.js';
export { addonNames, addonsOnOffer, readPlan } from './reads.js';
