/**
 * Every screen's path in the web app, written once: the router, links, redirects, the API's
 * e-mails and the end-to-end tests all take them from here. The product names them, letter case
 * included (/signin is not /SignIn), so a path here never changes without the product saying so.
 */

/** The screens anyone may open. */
export const publicWebPaths = {
  onboarding: '/',
  signIn: '/SignIn',
  signUp: '/SignUp',
  forgotPassword: '/ForgotPassword',
  signUpAccountCreated: '/SignUpAccountCreated',
  confirmationCode: '/ConfirmationCode',
  privacyPolicy: '/PrivacyPolicy',
  changePinCode: '/ChangePINCode',
  faq: '/FAQ',
  paymentSuccess: '/PaymentSuccess',
  openNewCard: '/OpenNewCard',
  topUpPayment: '/TopUpPayment',
  newPassword: '/NewPassword',
  /** Where a member card's QR leads a clinic: `{origin}/verificar#{card token}`. */
  verifyMemberCard: '/verificar',
  forgotPasswordSentEmail: '/ForgotPasswordSentEmail',
} as const;

/** The screens that need a signed-in subscriber. */
export const guardedWebPaths = {
  verifyYourPhoneNumber: '/VerifyYourPhoneNumber',
  invoiceSent: '/InvoiceSent',
  fundTransfer: '/FundTransfer',
  openNewLoan: '/OpenNewLoan',
  cardMenu: '/CardMenu',
  createInvoice: '/CreateInvoice',
  statistics: '/Statistics',
  openDeposit: '/OpenDeposit',
  openMoneybox: '/OpenMoneybox',
  paymentFailed: '/PaymentFailed',
  coverageDetails: '/CoverageDetails',
  ibanPayment: '/IBANPayment',
  editPersonalInfo: '/EditPersonalInfo',
  payments: '/Payments',
  mobilePayment: '/MobilePayment',
  cardDetails: '/CardDetails',
  profile: '/Profile',
  /** The bottom bar's screens; where a signed-in subscriber starts. */
  tabNavigator: '/TabNavigator',
  memberCard: '/Carteirinha',
  myPlan: '/MeuPlano',
  myServiceRequests: '/MeusAtendimentos',
  operator: '/Operador',
} as const;

export const webPaths = { ...publicWebPaths, ...guardedWebPaths } as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];
