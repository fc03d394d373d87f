import type { Persistor } from 'redux-persist';
import { whenRestored } from './persist-gate';
import type { AppStore } from './store';
import { refreshSession } from '#web/lib/api/auth-session.ts';
import { sessionKnown } from '#web/lib/session/session-slice.ts';
import { logout, setUser } from '#web/lib/session/user-slice.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';

/** A returning person is known at once; the refresh runs behind and signs them out if refused. */
export async function bootstrapSession(store: AppStore, persistor: Persistor): Promise<void> {
  await whenRestored(persistor);
  if (!tokenStorage.getAccessToken() && !tokenStorage.getRefreshToken()) {
    store.dispatch(logout());
    store.dispatch(sessionKnown());
    return;
  }
  const returning = store.getState().user.user !== null && tokenStorage.getRefreshToken() !== null;
  if (returning) store.dispatch(sessionKnown());
  try {
    const session = await refreshSession();
    if (session) store.dispatch(setUser(session.user));
    else store.dispatch(logout());
  } catch {
    // Network failure: keep the restored user; requests refresh again when they get a 401.
  } finally {
    if (!returning) store.dispatch(sessionKnown());
  }
}
