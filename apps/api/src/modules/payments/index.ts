export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './service.js';
export { subscriptionBilling } from './billing.js';
export { providersFor, type PaymentSettings } from './providers/choose.js';
export { chargesForExport, closeChargesForDeletion, refundsForExport } from './personal-data.js';
export { gavePayerCpf } from './repository.js';
