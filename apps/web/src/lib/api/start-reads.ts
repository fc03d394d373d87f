// Reads started before the screen's code arrives (decision 012); slices imported lazily, off the entry.
import { webPaths } from '@game-assist/contracts/rules';
import { accessTokenUnexpired } from '#web/lib/session/session-account.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import type { AppDispatch } from '#web/lib/state/root-reducer.ts';
import { loadOnce } from '#web/lib/load-once.ts';

type Store = { dispatch: AppDispatch };
type Read = { unsubscribe(): void } & PromiseLike<unknown>;

/** Waits for the reads, then lets them go: their answers stay cached for the screen that subscribes next. */
async function settle(reads: Read[]): Promise<void> {
  await Promise.allSettled(reads);
  for (const read of reads) read.unsubscribe();
}

const hasStoredSession = () => Boolean(tokenStorage.getAccessToken() || tokenStorage.getRefreshToken());

// Kept once loaded, so prefetchDashboard starts the reads in the session's task, before the render.
const dashboardCode = loadOnce(() => Promise.all([import('./catalogue'), import('./featured-users')]));
const dashboardApis = () => dashboardCode.load();
const subscribeApis = () => Promise.all([import('./subscriber'), import('./payments'), import('./membership')]);

/** During sign-in: the catalogue (needs no session) and the partners' read's code, for the dashboard next. */
export async function prefetchCatalogue(store: Store): Promise<void> {
  const [{ catalogueApi }] = await dashboardApis();
  await settle([store.dispatch(catalogueApi.endpoints.getCatalogue.initiate())]);
}

export async function prefetchDashboard(store: Store): Promise<void> {
  if (!hasStoredSession()) return;
  const [{ catalogueApi }, { featuredUsersApi }] = dashboardCode.loaded() ?? (await dashboardApis());
  await settle([
    store.dispatch(catalogueApi.endpoints.getCatalogue.initiate()),
    store.dispatch(featuredUsersApi.endpoints.getUsers.initiate()),
  ]);
}

/**
 * /Assinar's four reads at once. Only with an unexpired access token: an expired one would have each
 * read refused and resent beside the start-up refresh. A dependant's 404s show nowhere (TitularOnly).
 */
export async function prefetchSubscribe(store: Store): Promise<void> {
  if (!accessTokenUnexpired(tokenStorage.getAccessToken())) return;
  const [{ subscriberApi }, { paymentsApi }, { membershipApi }] = await subscribeApis();
  await settle([
    store.dispatch(subscriberApi.endpoints.getSubscriber.initiate()),
    store.dispatch(paymentsApi.endpoints.getCheckoutOffer.initiate()),
    store.dispatch(membershipApi.endpoints.getSubscription.initiate()),
    store.dispatch(paymentsApi.endpoints.getCharges.initiate()),
  ]);
}

interface StartReads {
  apis: () => Promise<unknown>;
  start: (store: Store) => Promise<void>;
}

const START_READS: Readonly<Record<string, StartReads>> = {
  [webPaths.tabNavigator]: { apis: dashboardApis, start: prefetchDashboard },
  [webPaths.subscribe]: { apis: subscribeApis, start: prefetchSubscribe },
};

/** For main.tsx: loads the code of `path`'s reads now; the returned function starts them into the store. */
export function startReadsAt(path: string): (store: Store) => Promise<void> {
  const reads = START_READS[path];
  if (!reads || !hasStoredSession()) return async () => undefined;
  void reads.apis().catch(() => undefined);
  return (store) => reads.start(store);
}
