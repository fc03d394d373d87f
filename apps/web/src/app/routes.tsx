import { useRoutes, type RouteObject } from 'react-router';
import { guardedWebPaths, publicWebPaths, webPaths, type WebPath } from '@game-assist/contracts';
import { ErrorScreen, NOT_FOUND } from './error-screen';
import { GuardedLayout } from './guarded-layout';
import { RootLayout } from './root-layout';
import { loadScreen, RouteScreen, type ScreenLoader } from './route-screen';
import { tabScreens } from './tab-navigator/tab-screens';

interface ScreenRoute {
  path: WebPath;
  lazy: ScreenLoader;
  next?: WebPath;
}

/**
 * Every screen is its own chunk, loaded when its route is first visited. The keys are those of
 * the path table (`@game-assist/contracts`, web-paths.ts): a screen for every path, and no other.
 */
const publicScreens: Record<keyof typeof publicWebPaths, ScreenLoader> = {
  onboarding: () => import('../features/onboarding/onboarding-screen'),
  signIn: () => import('../features/auth/screens/sign-in-screen'),
  signUp: () => import('../features/auth/screens/sign-up-screen'),
  forgotPassword: () => import('../features/auth/screens/forgot-password-screen'),
  signUpAccountCreated: () => import('../features/auth/screens/sign-up-account-created-screen'),
  confirmationCode: () => import('../features/auth/screens/confirmation-code-screen'),
  privacyPolicy: () => import('../features/info/privacy-policy-screen'),
  changePinCode: () => import('../features/banking/cards/change-pin-code-screen'),
  faq: () => import('../features/info/faq-screen'),
  paymentSuccess: () => import('../features/banking/payments/payment-success-screen'),
  openNewCard: () => import('../features/banking/cards/open-new-card-screen'),
  topUpPayment: () => import('../features/banking/payments/top-up-payment-screen'),
  newPassword: () => import('../features/auth/screens/new-password-screen'),
  verifyMemberCard: () => import('../features/membership/verify-card-screen'),
  forgotPasswordSentEmail: () => import('../features/auth/screens/forgot-password-sent-email-screen'),
};

const guardedScreens: Record<keyof typeof guardedWebPaths, ScreenLoader> = {
  verifyYourPhoneNumber: () => import('../features/auth/screens/verify-your-phone-number-screen'),
  invoiceSent: () => import('../features/banking/invoices/invoice-sent-screen'),
  fundTransfer: () => import('../features/banking/payments/fund-transfer-screen'),
  openNewLoan: () => import('../features/banking/loans/open-new-loan-screen'),
  cardMenu: () => import('../features/banking/cards/card-menu-screen'),
  createInvoice: () => import('../features/banking/invoices/create-invoice-screen'),
  statistics: () => import('../features/banking/statistics/statistics-screen'),
  openDeposit: () => import('../features/banking/deposits/open-deposit-screen'),
  openMoneybox: () => import('../features/banking/deposits/open-moneybox-screen'),
  paymentFailed: () => import('../features/banking/payments/payment-failed-screen'),
  coverageDetails: () => import('../features/banking/transactions/coverage-details-screen'),
  ibanPayment: () => import('../features/banking/payments/iban-payment-screen'),
  editPersonalInfo: () => import('../features/profile/edit-personal-info-screen'),
  payments: () => import('../features/banking/payments/payments-screen'),
  mobilePayment: () => import('../features/banking/payments/payment-success-screen'),
  cardDetails: () => import('../features/banking/cards/card-details-screen'),
  profile: () => import('../features/profile/profile-screen'),
  memberCard: () => import('../features/membership/member-card-screen'),
  myPlan: () => import('../features/membership/my-plan-screen'),
  myServiceRequests: () => import('../features/service-requests/my-requests-screen'),
  operator: () => import('../features/service-requests/operator-screen'),
  tabNavigator: () => import('./tab-navigator/tab-navigator'),
};

/** The screen that nearly always comes next: its code loads while this one is in use. */
const nextScreens: Partial<Record<keyof typeof webPaths, WebPath>> = {
  confirmationCode: webPaths.tabNavigator,
};

function screenRoutes<Name extends keyof typeof webPaths>(
  paths: Record<Name, WebPath>,
  screens: Record<Name, ScreenLoader>,
): ScreenRoute[] {
  return (Object.keys(paths) as Name[]).map((name) => {
    const next = nextScreens[name];
    return { path: paths[name], lazy: screens[name], ...(next ? { next } : {}) };
  });
}

/** Public routes (docs/product.md, 'Routes'). */
export const publicRoutes: ScreenRoute[] = screenRoutes(publicWebPaths, publicScreens);

/** Guarded routes: need a signed-in subscriber. */
export const guardedRoutes: ScreenRoute[] = screenRoutes(guardedWebPaths, guardedScreens);

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
  const inside = route.path === webPaths.tabNavigator ? [tabScreens.Dashboard] : [];
  await Promise.all([route.lazy, ...inside].map(loadScreen));
}
