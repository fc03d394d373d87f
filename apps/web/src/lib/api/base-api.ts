import type { WithSlice } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from './config';
import { tokenStorage } from '../session/token-storage';
import { refreshSession } from '../session/refresh-session';
import { logout, setUser } from '../session/user-slice';
import { injectLazySlice } from '../state/lazy-slices';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers) {
    const token = tokenStorage.getAccessToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Per-endpoint options of the base query. */
export interface ReauthOptions {
  /**
   * The sign-in calls answer 401 for a wrong code or password, not for a stale session:
   * refreshing and sending them again would spend a second try of the person's code.
   */
  noReauth?: boolean;
}

/**
 * Attaches the bearer token; on a 401 refreshes the session once (shared by every
 * request failing at the same time) and retries. No refresh possible: signs out.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ReauthOptions> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || extraOptions?.noReauth || !tokenStorage.getRefreshToken()) return result;
  const session = await refreshSession().catch(() => undefined);
  if (session) {
    api.dispatch(setUser(session.user));
    result = await rawBaseQuery(args, api, extraOptions);
  } else if (session === null) {
    // The session is over. Its cached answers stay out of sight behind the guarded routes and
    // are dropped when the next person signs in (startSession).
    api.dispatch(logout());
  }
  return result;
};

/**
 * One API for the whole app; features add their endpoints with injectEndpoints. It mounts
 * itself into the store when first imported: the landing screens render without it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Subscriber', 'Coverages', 'Users', 'Affiliate', 'ServiceRequests', 'Notifications', 'Usage'],
  endpoints: () => ({}),
});

declare module '../state/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}
injectLazySlice(baseApi);
