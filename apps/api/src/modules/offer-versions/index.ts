export { offerVersionRoutes } from './routes.js';
export { createOfferVersions, type OfferVersions } from './service.js';
export { rulesSoldUnder, versionInForce } from './reads.js';
