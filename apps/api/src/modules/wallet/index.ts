export { loadWalletCredentials, type WalletCredentials } from './credentials.js';
export { walletRoutes } from './routes.js';
export { createWalletService, type WalletService } from './service.js';
export { createWalletUpdates } from './updates.js';
export { eraseWalletFaces, walletPassesForExport } from './personal-data.js';
