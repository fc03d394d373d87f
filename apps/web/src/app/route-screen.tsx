import { use, useEffect, type ComponentType, type ReactElement } from 'react';
import { loadOnce, type LoadOnce } from '#web/lib/load-once.ts';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

const screens = new Map<ScreenLoader, LoadOnce<ReactElement>>();

/** Lets the next visit try again the screens whose chunk could not load (called on navigation). */
export function forgetFailedScreens(): void {
  for (const screen of screens.values()) screen.forgetFailure();
}

export function loadScreen(load: ScreenLoader): Promise<ReactElement> {
  let screen = screens.get(load);
  if (!screen) {
    screen = loadOnce(() => load().then(({ default: Screen }) => <Screen />));
    screens.set(load, screen);
  }
  return screen.load();
}

/** Once the screen shows, `preloadNext` loads the code of the screen that comes next. */
export function RouteScreen({ load, preloadNext }: { load: ScreenLoader; preloadNext?: () => Promise<void> }) {
  useEffect(() => {
    if (preloadNext) void preloadNext().catch(() => undefined);
  }, [preloadNext]);
  return use(loadScreen(load));
}
