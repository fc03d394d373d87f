import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from './persist-gate';
import type { AppStore } from './store';

/** Nothing shows until the persisted state is restored (docs/product.md, 'What the browser keeps'). */
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
      <PersistGate persistor={persistor}>{children}</PersistGate>
    </Provider>
  );
}
