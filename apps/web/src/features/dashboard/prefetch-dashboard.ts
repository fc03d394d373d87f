import { tokenStorage } from '#web/lib/session/token-storage.ts';
import type { AppDispatch } from '#web/lib/state/root-reducer.ts';

/**
 * Starts the dashboard's reads (catalogue and people) as the app starts on /TabNavigator, beside
 * the screen's code, instead of after its first render: the screen then subscribes to requests
 * already under way. Held only until they settle; the answers stay cached for the screen.
 */
export async function prefetchDashboard(store: { dispatch: AppDispatch }): Promise<void> {
  if (!tokenStorage.getAccessToken() && !tokenStorage.getRefreshToken()) return;
  const [{ catalogueApi }, { featuredUsersApi }] = await Promise.all([
    import('#web/lib/api/catalogue.ts'),
    import('#web/lib/api/featured-users.ts'),
  ]);
  const reads = [
    store.dispatch(catalogueApi.endpoints.getCatalogue.initiate()),
    store.dispatch(featuredUsersApi.endpoints.getUsers.initiate()),
  ];
  await Promise.allSettled(reads);
  for (const read of reads) read.unsubscribe();
}
