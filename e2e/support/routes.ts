import { guardedWebPaths, publicWebPaths, webPaths, type WebPath } from '@game-assist/contracts';

/** Every screen's path, from the app's path table, for suites that visit them all. */
export const PUBLIC_ROUTES: readonly WebPath[] = Object.values(publicWebPaths);

export const GUARDED_ROUTES: readonly WebPath[] = Object.values(guardedWebPaths);

/** The banking template's sample screens ('Mais' → 'Exemplos do aplicativo'): not the subscriber's own. */
export const SAMPLE_ROUTES: readonly WebPath[] = [
  webPaths.changePinCode,
  webPaths.paymentSuccess,
  webPaths.openNewCard,
  webPaths.topUpPayment,
  webPaths.invoiceSent,
  webPaths.fundTransfer,
  webPaths.openNewLoan,
  webPaths.cardMenu,
  webPaths.createInvoice,
  webPaths.statistics,
  webPaths.openDeposit,
  webPaths.openMoneybox,
  webPaths.paymentFailed,
  webPaths.coverageDetails,
  webPaths.ibanPayment,
  webPaths.payments,
  webPaths.mobilePayment,
  webPaths.cardDetails,
];

/** Every screen a subscriber (or a clinic) uses: every route but the samples and the staff console. */
export const SUBSCRIBER_ROUTES: readonly WebPath[] = [...GUARDED_ROUTES, ...PUBLIC_ROUTES].filter(
  (route) => !SAMPLE_ROUTES.includes(route) && route !== webPaths.operator,
);
