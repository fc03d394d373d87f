export { offerRoutes } from './routes.js';
export { createOfferService, type OfferService } from './service.js';
export { addonNames, addonsOnOffer, applyOffer, offerContent, readPlan } from './reads.js';
