import type { webPaths } from '@game-assist/contracts/rules';
import type { ScreenLoader } from './route-screen';

/** The screens a visit opens with: the prerendered landing screens and where a subscriber starts. */
export type StartScreen = 'onboarding' | 'signIn' | 'signUp' | 'tabNavigator';

/** A titular's screen: its chunk and titular-screens.tsx's load side by side (decision 012). */
const titularScreen =
  (title: string, load: ScreenLoader): ScreenLoader =>
  () =>
    Promise.all([import('./titular-screens'), load()]).then(([module, screen]) => module.titularOnly(title, screen));

/** The desk and the tab it opens on (the queue), side by side rather than one after the other. */
const operatorScreen: ScreenLoader = () =>
  Promise.all([
    import('./desk/operator-screen'),
    import('#web/features/service-requests/desk/operator-queue.tsx'),
  ]).then(([screen]) => screen);

/** Every other screen's chunk, in a chunk of its own that the first paint does not carry (decision 012). */
export const laterScreens: Record<Exclude<keyof typeof webPaths, StartScreen>, ScreenLoader> = {
  forgotPassword: () => import('#web/features/auth/screens/forgot-password-screen.tsx'),
  signUpAccountCreated: () => import('#web/features/auth/screens/sign-up-account-created-screen.tsx'),
  confirmationCode: () => import('#web/features/auth/screens/confirmation-code-screen.tsx'),
  privacyPolicy: () => import('#web/features/info/privacy-policy-screen.tsx'),
  changePinCode: () => import('#web/features/banking/cards/change-pin-code-screen.tsx'),
  faq: () => import('#web/features/info/faq-screen.tsx'),
  paymentSuccess: () => import('#web/features/banking/payments/payment-success-screen.tsx'),
  openNewCard: () => import('#web/features/banking/cards/open-new-card-screen.tsx'),
  topUpPayment: () => import('#web/features/banking/payments/top-up-payment-screen.tsx'),
  newPassword: () => import('#web/features/auth/screens/new-password-screen.tsx'),
  verifyMemberCard: () => import('#web/features/membership/verify-card-screen.tsx'),
  forgotPasswordSentEmail: () => import('#web/features/auth/screens/forgot-password-sent-email-screen.tsx'),
  invite: () => import('#web/features/family/accept-invite-screen.tsx'),
  verifyYourPhoneNumber: () => import('#web/features/auth/screens/verify-your-phone-number-screen.tsx'),
  invoiceSent: () => import('#web/features/banking/invoices/invoice-sent-screen.tsx'),
  fundTransfer: () => import('#web/features/banking/payments/fund-transfer-screen.tsx'),
  openNewLoan: () => import('#web/features/banking/loans/open-new-loan-screen.tsx'),
  cardMenu: () => import('#web/features/banking/cards/card-menu-screen.tsx'),
  createInvoice: () => import('#web/features/banking/invoices/create-invoice-screen.tsx'),
  statistics: () => import('#web/features/banking/statistics/statistics-screen.tsx'),
  openDeposit: () => import('#web/features/banking/deposits/open-deposit-screen.tsx'),
  openMoneybox: () => import('#web/features/banking/deposits/open-moneybox-screen.tsx'),
  paymentFailed: () => import('#web/features/banking/payments/payment-failed-screen.tsx'),
  coverageDetails: () => import('#web/features/banking/transactions/coverage-details-screen.tsx'),
  ibanPayment: () => import('#web/features/banking/payments/iban-payment-screen.tsx'),
  editPersonalInfo: () => import('#web/features/profile/edit-personal-info-screen.tsx'),
  payments: () => import('#web/features/banking/payments/payments-screen.tsx'),
  mobilePayment: () => import('#web/features/banking/payments/payment-success-screen.tsx'),
  cardDetails: () => import('#web/features/banking/cards/card-details-screen.tsx'),
  profile: () => import('#web/features/profile/profile-screen.tsx'),
  memberCard: () => import('#web/features/membership/member-card-screen.tsx'),
  subscribe: titularScreen('Assinar', () => import('#web/features/payments/subscribe-screen.tsx')),
  myPlan: titularScreen('Meu plano', () => import('#web/features/membership/my-plan-screen.tsx')),
  myCharges: titularScreen('Minhas cobranças', () => import('#web/features/payments/my-charges-screen.tsx')),
  passkeys: () => import('#web/features/profile/passkeys-screen.tsx'),
  myServiceRequests: () => import('#web/features/service-requests/my-requests-screen.tsx'),
  myServiceRequest: () => import('#web/features/service-requests/request-detail-screen.tsx'),
  operator: operatorScreen,
  yourName: () => import('#web/features/auth/screens/your-name-screen.tsx'),
  myData: () => import('#web/features/privacy/my-data-screen.tsx'),
  dependants: titularScreen('Dependentes', () => import('#web/features/family/dependants-screen.tsx')),
  appExamples: () => import('#web/features/banking/app-examples-screen.tsx'),
  partner: () => import('#web/features/partner/partner-screen.tsx'),
};
