import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders nothing until the persisted state is restored, like redux-persist's own
 * PersistGate, but shows its children on the very first render once it is: a prerendered
 * page hydrates against the same markup instead of a blank gate. On the server (prerender)
 * there is nothing to restore.
 */
export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => true,
  );
  return restored ? children : null;
}

/** Resolves once the persisted state has been restored. */
export function whenRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
