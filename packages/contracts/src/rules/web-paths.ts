/** Every screen's path, written once and named by the product, letter case included (/signin is not /SignIn). */

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
  /** An invited dependant types the e-mailed code here and gets a sign-in of their own. */
  invite: '/ConviteDependente',
} as const;

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
  /** Checkout: the plan, its price, add-ons, CPF and the payment method; then the PIX code. */
  subscribe: '/Assinar',
  myPlan: '/MeuPlano',
  /** Every charge, its receipt when paid and its PIX code again while pending. */
  myCharges: '/MinhasCobrancas',
  /** Perfil → 'Chaves de acesso': the account's passkeys. */
  passkeys: '/ChavesDeAcesso',
  myServiceRequests: '/MeusAtendimentos',
  /** One request: its deadline, timeline and messages; `serviceRequestPath(id)` builds it. */
  myServiceRequest: '/MeusAtendimentos/:id',
  operator: '/Operador',
  /** First use of an account whose name nobody has given yet (the owner took it from a stranger's sign-up). */
  yourName: '/SeuNome',
  /** What we hold about the person (LGPD art. 18): the download, devices, deletion. */
  myData: '/MeusDados',
  /** Perfil and /MeuPlano → the titular's dependants: add, change, remove, invite. */
  dependants: '/Dependentes',
  /** 'Mais' → 'Exemplos do aplicativo': every banking-template sample screen, each at its own route. */
  appExamples: '/Exemplos',
  /** A partner's own page (#71): their link and QR code, bio, results, PIX key and statement; Perfil shows it to partners. */
  partner: '/Parceiro',
} as const;

export const webPaths = { ...publicWebPaths, ...guardedWebPaths } as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];

/** The screen of one service request (a push notification's tap opens it too). */
export const serviceRequestPath = (id: string) =>
  guardedWebPaths.myServiceRequest.replace(':id', encodeURIComponent(id));
