import { tokenStorage } from '#web/lib/session/token-storage.ts';
import type { AppDispatch } from '#web/lib/state/root-reducer.ts';

/** The dashboard's reads start with the app, beside the screen's code, not after its first render. */
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
