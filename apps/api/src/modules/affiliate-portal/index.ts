// The affiliate's own page (#71): partner accounts, bio moderation, PIX key, visits, results, statement, payouts.
export { affiliatePortalRoutes } from './routes.js';
export { createAffiliatePortal, type AffiliatePortalService } from './service.js';
export { affiliateAccountForExport, forgetAffiliateAccount } from './personal-data.js';
