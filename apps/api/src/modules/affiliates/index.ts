export { affiliateRoutes } from './routes.js';
export { createAffiliateService, type AffiliateService } from './service.js';
export {
  affiliateById,
  affiliateLink,
  affiliateName,
  allAffiliates,
  replaceAffiliateProfile,
  sharedLinkCode,
} from './reads.js';
