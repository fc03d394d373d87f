import { guardedWebPaths, publicWebPaths, type WebPath } from '@game-assist/contracts';

/** Every screen's path, from the app's path table, for suites that visit them all. */
export const PUBLIC_ROUTES: readonly WebPath[] = Object.values(publicWebPaths);

export const GUARDED_ROUTES: readonly WebPath[] = Object.values(guardedWebPaths);
