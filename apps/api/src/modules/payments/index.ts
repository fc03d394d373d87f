export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './service.js';
export { subscriptionBilling } from './billing.js';
export { annualRevenueAtMonthEnds, moneyInMonths } from './figures.js';
export { affiliateStatement, commissionsDueByMonth, payingSubscribersByMonth, statementLineOf } from './statement.js';
export { providersFor, type PaymentSettings } from './providers/choose.js';
export {
  accountOfTxid,
  accountsByPayerCpf,
  autoRenewalsForExport,
  chargesForExport,
  closeChargesForDeletion,
  isTitularCpf,
  latestPayerCpf,
  refundsForExport,
} from './personal-data.js';
export { resendPixCode, resendReceipt } from './resend.js';
export { autoRenewalView } from './auto-renewals.js';
export { chargePeriod } from './present.js';
