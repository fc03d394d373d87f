import { use, useEffect, type ComponentType, type ReactElement } from 'react';

/** How a route's screen arrives: its own chunk, loaded when the route is first visited. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * A screen's load, marked the way React's `use` reads a promise (`status`, `value`): once
 * settled, rendering it never suspends, even when React first sees it then.
 */
type TrackedScreen = Promise<ReactElement>;

const loaded = new Map<ScreenLoader, TrackedScreen>();
const failed = new Set<ScreenLoader>();

/** Lets the next visit try again the screens whose chunk could not load (called on navigation). */
export function forgetFailedScreens(): void {
  for (const load of failed) loaded.delete(load);
  failed.clear();
}

export function loadScreen(load: ScreenLoader): TrackedScreen {
  let screen = loaded.get(load);
  if (!screen) {
    const tracked: TrackedScreen = load().then(
      ({ default: Screen }) => {
        const element = <Screen />;
        Object.assign(tracked, { status: 'fulfilled', value: element });
        return element;
      },
      (error: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason: error });
        failed.add(load);
        throw error;
      },
    );
    screen = tracked;
    loaded.set(load, screen);
  }
  return screen;
}

/** Once the screen shows, `preloadNext` loads the code of the screen that comes next. */
export function RouteScreen({ load, preloadNext }: { load: ScreenLoader; preloadNext?: () => Promise<void> }) {
  useEffect(() => {
    if (preloadNext) void preloadNext().catch(() => undefined);
  }, [preloadNext]);
  return use(loadScreen(load));
}
