import { useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { guardedWebPaths, publicWebPaths, webPaths, type WebPath } from '@game-assist/contracts/rules';
import { ErrorScreen, NOT_FOUND } from './error-screen';
import { GuardedLayout } from './guarded-layout';
import { RootLayout } from './root-layout';
import type { StartScreen } from './later-screens';
import { loadScreen, RouteScreen, type ScreenLoader } from './route-screen';
import { dashboardScreen } from './tab-navigator/dashboard-loader';

interface ScreenRoute {
  path: WebPath;
  lazy: ScreenLoader;
  next?: WebPath;
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

/** The screen that nearly always comes next: its code loads while this one is in use. */
const nextScreens: Partial<Record<keyof typeof webPaths, WebPath>> = {
  confirmationCode: webPaths.tabNavigator,
};

function screenRoutes<Name extends keyof typeof webPaths>(paths: Record<Name, WebPath>): ScreenRoute[] {
  return (Object.keys(paths) as Name[]).map((name) => {
    const next = nextScreens[name];
    return { path: paths[name], lazy: screenLoader(name), ...(next ? { next } : {}) };
  });
}

export const publicRoutes: ScreenRoute[] = screenRoutes(publicWebPaths);

export const guardedRoutes: ScreenRoute[] = screenRoutes(guardedWebPaths);

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
