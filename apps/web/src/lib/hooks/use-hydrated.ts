import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while rendering on the server (the prerender) and while hydrating its markup, true
 * right after and on every client render: what only the running app should show waits for it,
 * and the prerendered first paint stays as it was.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
