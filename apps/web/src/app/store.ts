import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { persistStorage } from '#web/lib/state/persist-storage.ts';
import { lazyMiddleware } from '#web/lib/state/lazy-slices.ts';
import { rootReducer } from '#web/lib/state/root-reducer.ts';

/** The spec's persist list (cart, wishlist, promocode have no slice), plus `consent` (the privacy notice's answer). */
export const persistConfig = {
  key: 'root',
  storage: persistStorage,
  whitelist: ['tab', 'user', 'cart', 'wishlist', 'promocode', 'firstLaunch', 'verification', 'consent'],
  timeout: 5000,
};

export function createStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(lazyMiddleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createStore>['store'];
