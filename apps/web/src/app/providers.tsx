import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from './persist-gate';
import type { AppStore } from './store';

/** Nothing shows until the persisted state is restored (SPEC §3). */
export function Providers({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor}>
        {children}
        <ReadyMark />
      </PersistGate>
    </Provider>
  );
}

/**
 * Marks the document (`<html data-app-ready>`) once the app has rendered, or hydrated a
 * prerendered page, and answers input: tests and tooling wait for it instead of guessing.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
