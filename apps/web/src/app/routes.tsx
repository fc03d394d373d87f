import { useRoutes, type RouteObject } from 'react-router';
import { guardedWebPaths, publicWebPaths, webPaths, type WebPath } from '@game-assist/contracts/rules';
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

/** A chunk per screen, loaded on its first visit; keyed by the path table: a screen for every path, no other. */
const publicScreens: Record<keyof typeof publicWebPaths, ScreenLoader> = {
  onboarding: () => import('#web/features/onboarding/onboarding-screen.tsx'),
  signIn: () => import('#web/features/auth/screens/sign-in-screen.tsx'),
  signUp: () => import('#web/features/auth/screens/sign-up-screen.tsx'),
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
};

const guardedScreens: Record<keyof typeof guardedWebPaths, ScreenLoader> = {
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
  subscribe: () => import('#web/features/payments/subscribe-screen.tsx'),
  myPlan: () => import('#web/features/membership/my-plan-screen.tsx'),
  myCharges: () => import('#web/features/payments/my-charges-screen.tsx'),
  passkeys: () => import('#web/features/profile/passkeys-screen.tsx'),
  myServiceRequests: () => import('#web/features/service-requests/my-requests-screen.tsx'),
  myServiceRequest: () => import('#web/features/service-requests/request-detail-screen.tsx'),
  operator: () => import('./operator-screen'),
  yourName: () => import('#web/features/auth/screens/your-name-screen.tsx'),
  myData: () => import('#web/features/privacy/my-data-screen.tsx'),
  dependants: () => import('#web/features/family/dependants-screen.tsx'),
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

export const publicRoutes: ScreenRoute[] = screenRoutes(publicWebPaths, publicScreens);

export const guardedRoutes: ScreenRoute[] = screenRoutes(guardedWebPaths, guardedScreens);

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

/** Hydration needs the screen on the first render, and no Suspense fallback means no 300 ms hold. */
export async function preloadScreen(pathname: string): Promise<void> {
  const route = [...publicRoutes, ...guardedRoutes].find((candidate) => candidate.path === pathname);
  if (!route) return;
  const inside = route.path === webPaths.tabNavigator ? [tabScreens.Dashboard] : [];
  await Promise.all([route.lazy, ...inside].map(loadScreen));
}
