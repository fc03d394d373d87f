import { useRoutes, type RouteObject } from 'react-router';
import { ErrorScreen, NOT_FOUND } from './error-screen';
import { GuardedLayout } from './guarded-layout';
import { RootLayout } from './root-layout';
import { loadScreen, RouteScreen, type ScreenLoader } from './route-screen';
import { tabScreens } from './tab-navigator/tab-screens';

interface ScreenRoute {
  path: string;
  lazy: ScreenLoader;
  /** The screen that nearly always comes next: its code loads while this one is in use. */
  next?: string;
}

const screen = (load: ScreenLoader) => load;

/** Public routes (docs/product.md, 'Routes'). */
export const publicRoutes: ScreenRoute[] = [
  { path: '/', lazy: screen(() => import('../features/onboarding/onboarding-screen')) },
  { path: '/SignIn', lazy: screen(() => import('../features/auth/screens/sign-in-screen')) },
  { path: '/SignUp', lazy: screen(() => import('../features/auth/screens/sign-up-screen')) },
  { path: '/ForgotPassword', lazy: screen(() => import('../features/auth/screens/forgot-password-screen')) },
  {
    path: '/SignUpAccountCreated',
    lazy: screen(() => import('../features/auth/screens/sign-up-account-created-screen')),
  },
  {
    path: '/ConfirmationCode',
    lazy: screen(() => import('../features/auth/screens/confirmation-code-screen')),
    next: '/TabNavigator',
  },
  { path: '/PrivacyPolicy', lazy: screen(() => import('../features/info/privacy-policy-screen')) },
  { path: '/ChangePINCode', lazy: screen(() => import('../features/banking/cards/change-pin-code-screen')) },
  { path: '/FAQ', lazy: screen(() => import('../features/info/faq-screen')) },
  { path: '/PaymentSuccess', lazy: screen(() => import('../features/banking/payments/payment-success-screen')) },
  { path: '/OpenNewCard', lazy: screen(() => import('../features/banking/cards/open-new-card-screen')) },
  { path: '/TopUpPayment', lazy: screen(() => import('../features/banking/payments/top-up-payment-screen')) },
  { path: '/NewPassword', lazy: screen(() => import('../features/auth/screens/new-password-screen')) },
  { path: '/verificar', lazy: screen(() => import('../features/membership/verify-card-screen')) },
  {
    path: '/ForgotPasswordSentEmail',
    lazy: screen(() => import('../features/auth/screens/forgot-password-sent-email-screen')),
  },
];

/** Guarded routes: need a signed-in subscriber. */
export const guardedRoutes: ScreenRoute[] = [
  {
    path: '/VerifyYourPhoneNumber',
    lazy: screen(() => import('../features/auth/screens/verify-your-phone-number-screen')),
  },
  { path: '/InvoiceSent', lazy: screen(() => import('../features/banking/invoices/invoice-sent-screen')) },
  { path: '/FundTransfer', lazy: screen(() => import('../features/banking/payments/fund-transfer-screen')) },
  { path: '/OpenNewLoan', lazy: screen(() => import('../features/banking/loans/open-new-loan-screen')) },
  { path: '/CardMenu', lazy: screen(() => import('../features/banking/cards/card-menu-screen')) },
  { path: '/CreateInvoice', lazy: screen(() => import('../features/banking/invoices/create-invoice-screen')) },
  { path: '/Statistics', lazy: screen(() => import('../features/banking/statistics/statistics-screen')) },
  { path: '/OpenDeposit', lazy: screen(() => import('../features/banking/deposits/open-deposit-screen')) },
  { path: '/OpenMoneybox', lazy: screen(() => import('../features/banking/deposits/open-moneybox-screen')) },
  { path: '/PaymentFailed', lazy: screen(() => import('../features/banking/payments/payment-failed-screen')) },
  { path: '/CoverageDetails', lazy: screen(() => import('../features/banking/transactions/coverage-details-screen')) },
  { path: '/IBANPayment', lazy: screen(() => import('../features/banking/payments/iban-payment-screen')) },
  { path: '/EditPersonalInfo', lazy: screen(() => import('../features/profile/edit-personal-info-screen')) },
  { path: '/Payments', lazy: screen(() => import('../features/banking/payments/payments-screen')) },
  { path: '/MobilePayment', lazy: screen(() => import('../features/banking/payments/payment-success-screen')) },
  { path: '/CardDetails', lazy: screen(() => import('../features/banking/cards/card-details-screen')) },
  { path: '/Profile', lazy: screen(() => import('../features/profile/profile-screen')) },
  { path: '/Carteirinha', lazy: screen(() => import('../features/membership/member-card-screen')) },
  { path: '/MeuPlano', lazy: screen(() => import('../features/membership/my-plan-screen')) },
  { path: '/MeusAtendimentos', lazy: screen(() => import('../features/service-requests/my-requests-screen')) },
  { path: '/Operador', lazy: screen(() => import('../features/service-requests/operator-screen')) },
  { path: '/TabNavigator', lazy: screen(() => import('./tab-navigator/tab-navigator')) },
];

/** Paths are exact, letter case included (/signin is not /SignIn). */
const exact = (table: ScreenRoute[]): RouteObject[] =>
  table.map(({ path, lazy, next }) => ({
    path,
    caseSensitive: true,
    element: <RouteScreen load={lazy} {...(next ? { preloadNext: () => preloadScreen(next) } : {})} />,
  }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...exact(publicRoutes),
      { element: <GuardedLayout />, children: exact(guardedRoutes) },
      { path: '*', element: <ErrorScreen error={NOT_FOUND} /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Hydrating a prerendered page needs its markup on the first render, and without a Suspense
 * fallback React's 300 ms hold on revealing a boundary never applies.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const route = [...publicRoutes, ...guardedRoutes].find((candidate) => candidate.path === pathname);
  if (!route) return;
  // The tab navigator opens on the dashboard unless another tab was left open.
  const inside = route.path === '/TabNavigator' ? [tabScreens.Dashboard] : [];
  await Promise.all([route.lazy, ...inside].map(loadScreen));
}
