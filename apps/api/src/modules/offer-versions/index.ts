export { offerVersionRoutes } from './routes.js';
export { createOfferVersions, type OfferVersions } from './service.js';
export { soldRulesReader, versionInForce } from './reads.js';
