import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/** As redux-persist's PersistGate, but the children show on the first render once restored (hydration). */
export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => true,
  );
  return restored ? children : null;
}

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
