export { affiliateRoutes } from './routes.js';
export { createAffiliateService, type AffiliateService } from './service.js';
export { affiliateLink, affiliateName } from './reads.js';
