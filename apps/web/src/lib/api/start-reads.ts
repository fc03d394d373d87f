/**
 * Reads a screen needs, started before the screen's code has arrived and rendered: the answers
 * stay cached for the screen, which then opens on them without asking again. The API slices are
 * imported here, not above, so none of their code joins the app's entry.
 */
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

/** Any session kept in this browser, live or to be refreshed. */
const hasStoredSession = () => Boolean(tokenStorage.getAccessToken() || tokenStorage.getRefreshToken());

// Kept once loaded: after a sign-in the dashboard's reads start in the same task as the session
// (prefetchDashboard), before the render of the screen change takes the main thread.
const dashboardCode = loadOnce(() => Promise.all([import('./catalogue'), import('./featured-users')]));
const dashboardApis = () => dashboardCode.load();
const subscribeApis = () => Promise.all([import('./subscriber'), import('./payments'), import('./membership')]);

/**
 * While the person signs in: the catalogue (the same for everyone, answered without a session), and
 * the code of the partners' read, which needs the session the code starts. The dashboard that
 * follows then has its categories at hand, and its partners are asked for as the session arrives
 * (prefetchDashboard), not once a chunk more has come in.
 */
export async function prefetchCatalogue(store: Store): Promise<void> {
  const [{ catalogueApi }] = await dashboardApis();
  await settle([store.dispatch(catalogueApi.endpoints.getCatalogue.initiate())]);
}

/** The dashboard's catalogue and partners, with any stored session. */
export async function prefetchDashboard(store: Store): Promise<void> {
  if (!hasStoredSession()) return;
  const [{ catalogueApi }, { featuredUsersApi }] = dashboardCode.loaded() ?? (await dashboardApis());
  await settle([
    store.dispatch(catalogueApi.endpoints.getCatalogue.initiate()),
    store.dispatch(featuredUsersApi.endpoints.getUsers.initiate()),
  ]);
}

/**
 * /Assinar's profile, offer, subscription and charges at once, which the screen then finds cached
 * (`SUBSCRIBE_READS_FRESH_SECONDS` in subscribe-screen.tsx), instead of once the session is known,
 * the screen's code has run and its profile check (TitularOnly) has answered. Only with a stored
 * access token that has yet to expire: an expired one would have each read refused, refreshed and
 * sent again beside the start-up refresh. A dependant is refused the titular's three reads (404):
 * nothing shows them, as TitularOnly shows the dependant's own screen instead, and a titular, the
 * one who pays, does not wait a round trip more for the profile first.
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
  /** The code the reads need. */
  apis: () => Promise<unknown>;
  /** The reads, into the store. */
  start: (store: Store) => Promise<void>;
}

/** The screens whose reads start with the app when it opens on them. */
const START_READS: Readonly<Record<string, StartReads>> = {
  [webPaths.tabNavigator]: { apis: dashboardApis, start: prefetchDashboard },
  [webPaths.subscribe]: { apis: subscribeApis, start: prefetchSubscribe },
};

/**
 * For the app's start (main.tsx) on `path`: with a stored session, the code of the screen's reads
 * starts loading at once, before the store exists; the returned function starts the reads into
 * it. Nothing shows from here: the guarded routes still wait for the session
 * (session-bootstrap.ts), and a refused session signs out, which forgets these answers with the rest.
 */
export function startReadsAt(path: string): (store: Store) => Promise<void> {
  const reads = START_READS[path];
  if (!reads || !hasStoredSession()) return async () => undefined;
  void reads.apis().catch(() => undefined);
  return (store) => reads.start(store);
}
