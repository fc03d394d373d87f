import { tokenStorage } from '#web/lib/session/token-storage.ts';
import type { AppDispatch } from '#web/lib/state/root-reducer.ts';

type Read = { unsubscribe(): void } & PromiseLike<unknown>;

/** Waits for the reads, then lets them go: their answers stay cached for the screen that subscribes next. */
async function settle(reads: Read[]): Promise<void> {
  await Promise.allSettled(reads);
  for (const read of reads) read.unsubscribe();
}

/**
 * The catalogue (the same for everyone, answered without a session) while the person signs in:
 * the dashboard that follows the code then has its categories at hand.
 */
export async function prefetchCatalogue(store: { dispatch: AppDispatch }): Promise<void> {
  const { catalogueApi } = await import('./catalogue');
  await settle([store.dispatch(catalogueApi.endpoints.getCatalogue.initiate())]);
}

/** The dashboard's reads start with the app, beside the screen's code, not after its first render. */
export async function prefetchDashboard(store: { dispatch: AppDispatch }): Promise<void> {
  if (!tokenStorage.getAccessToken() && !tokenStorage.getRefreshToken()) return;
  const [{ catalogueApi }, { featuredUsersApi }] = await Promise.all([
    import('./catalogue'),
    import('./featured-users'),
  ]);
  await settle([
    store.dispatch(catalogueApi.endpoints.getCatalogue.initiate()),
    store.dispatch(featuredUsersApi.endpoints.getUsers.initiate()),
  ]);
}
