import { geolocationConsentLogged } from './state/consent-slice';
import type { AppDispatch, RootState } from './state/root-reducer';

interface LoggingStore {
  getState(): Pick<RootState, 'consent' | 'user' | 'firstLaunch'>;
  dispatch: AppDispatch;
  subscribe(listener: () => void): () => void;
}

/** A refused or failed write is tried again after this long, or at once when the answer or the person changes. */
const RETRY_MS = 60_000;

/** Writes the answer to the server's log; true once it is there. Loads the API layer only when needed. */
async function writeToLog(dispatch: AppDispatch, granted: boolean): Promise<boolean> {
  const { consentsApi } = await import('./api/consents');
  const request = dispatch(consentsApi.endpoints.recordConsent.initiate({ purpose: 'geolocalizacao', granted }));
  const result = await request;
  request.reset();
  return 'data' in result;
}

/** The location answer reaches the server's consent log once signed in; one given signed out waits (privacy.md). */
export async function logLocationConsent(
  store: LoggingStore,
  restored: Promise<void>,
  write: (dispatch: AppDispatch, granted: boolean) => Promise<boolean> = writeToLog,
): Promise<() => void> {
  await restored;
  let sending = false;
  let failed = { key: '', at: 0 };
  const sync = async () => {
    const { consent, user, firstLaunch } = store.getState();
    // Kept before answers were marked: an answer given (the notice is gone) that was never sent.
    const unlogged = consent.geolocationUnlogged ?? !firstLaunch;
    if (sending || !unlogged || !user.user) return;
    const granted = consent.geolocation;
    const key = `${user.user.id}:${granted}`;
    if (failed.key === key && Date.now() - failed.at < RETRY_MS) return;
    sending = true;
    const written = await write(store.dispatch, granted).catch(() => false);
    sending = false;
    if (written) store.dispatch(geolocationConsentLogged(granted));
    else failed = { key, at: Date.now() };
    // Another answer may have come while this one was on its way.
    if (store.getState().consent.geolocation !== granted) void sync();
  };
  void sync();
  return store.subscribe(() => void sync());
}
