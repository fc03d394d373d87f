import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False in the prerender and while hydrating it, so the prerendered first paint stays as it was. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
