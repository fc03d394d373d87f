export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './service.js';
export { providersFor, type PaymentSettings } from './providers/choose.js';
export { chargesForExport, closeChargesForDeletion } from './personal-data.js';
export { cancellationUseCases } from './cancellation.js';
