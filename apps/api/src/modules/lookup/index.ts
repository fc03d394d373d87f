// The staff's look-up (#67): it owns no table, and asks each owner's index for its rows (decision 017).
export { lookupActionRoutes, lookupRoutes } from './routes.js';
export { createLookupService, type LookupService } from './service.js';
export { createLookupActions, type LookupActions } from './actions.js';
