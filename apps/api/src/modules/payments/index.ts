export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './service.js';
export { subscriptionBilling } from './billing.js';
export { providersFor, type PaymentSettings } from './providers/choose.js';
export { chargesForExport, closeChargesForDeletion, isTitularCpf, refundsForExport } from './personal-data.js';
