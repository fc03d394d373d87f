import type { Persistor } from 'redux-persist';
import { whenRestored } from './persist-gate';
import type { AppStore } from './store';
import { refreshSession } from '../lib/session/refresh-session';
import { sessionKnown } from '../lib/session/session-slice';
import { logout, setUser } from '../lib/session/user-slice';
import { tokenStorage } from '../lib/session/token-storage';

/**
 * On start, once the persisted state is restored: with a stored token the session is
 * refreshed and becomes a user or none. Until this settles guarded routes render nothing.
 */
export async function bootstrapSession(store: AppStore, persistor: Persistor): Promise<void> {
  await whenRestored(persistor);
  try {
    if (!tokenStorage.getAccessToken() && !tokenStorage.getRefreshToken()) {
      store.dispatch(logout());
      return;
    }
    const session = await refreshSession();
    if (session) store.dispatch(setUser(session.user));
    else store.dispatch(logout());
  } catch {
    // Network failure: keep the restored user; requests refresh again when they get a 401.
  } finally {
    store.dispatch(sessionKnown());
  }
}
