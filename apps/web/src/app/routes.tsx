import { useCallback, useEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { guardedWebPaths, publicWebPaths, webPaths, type WebPath } from '@game-assist/contracts/rules';
import { ErrorScreen, NOT_FOUND } from './error-screen';
import { GuardedLayout } from './guarded-layout';
import { RootLayout } from './root-layout';
import type { StartScreen } from './later-screens';
import { loadScreen, RouteScreen, type ScreenLoader } from './route-screen';
import { dashboardScreen } from './tab-navigator/dashboard-loader';

/** The screen that nearly always comes next, told by the navigation's state. */
type NextScreen = (state: unknown) => WebPath;

interface ScreenRoute {
  path: WebPath;
  lazy: ScreenLoader;
  next?: NextScreen;
}

/** A chunk per screen, loaded on its first visit. A visit opens with one of these: */
const startScreens: Record<StartScreen, ScreenLoader> = {
  onboarding: () => import('#web/features/onboarding/onboarding-screen.tsx'),
  signIn: () => import('#web/features/auth/screens/sign-in-screen.tsx'),
  signUp: () => import('#web/features/auth/screens/sign-up-screen.tsx'),
  tabNavigator: () => import('./tab-navigator/tab-navigator'),
};

/** The other screens' loaders come in a chunk of their own, asked for once the first screen shows. */
const loadLaterScreens = () => import('./later-screens');

/** Called once per route as the table is built, so each route keeps one loader for good (loadScreen keys by it). */
function screenLoader(name: keyof typeof webPaths): ScreenLoader {
  if (name in startScreens) return startScreens[name as StartScreen];
  const later = name as Exclude<keyof typeof webPaths, StartScreen>;
  return () => loadLaterScreens().then(({ laterScreens }) => laterScreens[later]());
}

const signingUp = (state: unknown) =>
  typeof state === 'object' && state !== null && 'purpose' in state && state.purpose === 'sign-up';

/** Its code loads while this one is in use: a new account checks out next (docs/product.md), a sign-in sees the dashboard. */
const nextScreens: Partial<Record<keyof typeof webPaths, NextScreen>> = {
  confirmationCode: (state) => (signingUp(state) ? webPaths.subscribe : webPaths.tabNavigator),
};

function screenRoutes<Name extends keyof typeof webPaths>(paths: Record<Name, WebPath>): ScreenRoute[] {
  return (Object.keys(paths) as Name[]).map((name) => {
    const next = nextScreens[name];
    return { path: paths[name], lazy: screenLoader(name), ...(next ? { next } : {}) };
  });
}

export const publicRoutes: ScreenRoute[] = screenRoutes(publicWebPaths);

export const guardedRoutes: ScreenRoute[] = screenRoutes(guardedWebPaths);

function ScreenThenNext({ load, next }: { load: ScreenLoader; next: NextScreen }) {
  const to = next(useLocation().state);
  const preloadNext = useCallback(() => preloadScreen(to), [to]);
  return <RouteScreen load={load} preloadNext={preloadNext} />;
}

const exact = (table: ScreenRoute[]): RouteObject[] =>
  table.map(({ path, lazy, next }) => ({
    path,
    caseSensitive: true,
    element: next ? <ScreenThenNext load={lazy} next={next} /> : <RouteScreen load={lazy} />,
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
  useEffect(() => {
    void loadLaterScreens().catch(() => undefined);
  }, []);
  return useRoutes(routes);
}

/** Hydration needs the screen on the first render, and no Suspense fallback means no 300 ms hold. */
export async function preloadScreen(pathname: string): Promise<void> {
  const route = [...publicRoutes, ...guardedRoutes].find((candidate) => candidate.path === pathname);
  if (!route) return;
  const inside = route.path === webPaths.tabNavigator ? [dashboardScreen] : [];
  await Promise.all([route.lazy, ...inside].map(loadScreen));
}
