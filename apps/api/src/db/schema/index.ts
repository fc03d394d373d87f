// Every table, for the database client's typed schema and drizzle-kit. Each file is one module's
// tables (docs/decisions/017): modules import only their own; the rest they ask of its owner's index.
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
export * from './wallet.js';
