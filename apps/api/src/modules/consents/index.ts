// The consent log (LGPD art. 8): append-only; the privacy module exports and erases it.
export { consentRoutes } from './routes.js';
export { consentLog, createConsentService, recordConsent, type ConsentService } from './service.js';
export { eraseConsents } from './personal-data.js';
