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

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers) {
    const token = tokenStorage.getAccessToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Attaches the bearer token; on a 401 refreshes the session once (shared by every
 * request failing at the same time) and retries. No refresh possible: signs out.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenStorage.getRefreshToken()) return result;
  const session = await refreshSession().catch(() => undefined);
  if (session) {
    api.dispatch(setUser(session.user));
    result = await rawBaseQuery(args, api, extraOptions);
  } else if (session === null) {
    api.dispatch(logout());
  }
  return result;
};

/** One API for the whole app; features add their endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Subscriber', 'Coverages', 'Users', 'Affiliate'],
  endpoints: () => ({}),
});
