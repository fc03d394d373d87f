export { affiliateRoutes } from './routes.js';
export { createAffiliateService, type AffiliateService } from './service.js';
export { findAffiliate, findAffiliateLink } from './repository.js';
