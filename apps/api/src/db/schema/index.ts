// Every table, for the typed client and drizzle-kit; one file per module, which imports only its own (decision 017).
export * from './accounts.js';
export * from './affiliates.js';
export * from './auth.js';
export * from './catalogue.js';
export * from './consents.js';
export * from './featured-users.js';
export * from './mail.js';
export * from './membership.js';
export * from './notifications.js';
export * from './offers.js';
export * from './one-time-codes.js';
export * from './payments.js';
export * from './push.js';
export * from './service-requests.js';
export * from './subscriber.js';
export * from './subscriptions.js';
export * from './wallet.js';
