import type { WithSlice } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from './config';
import { tokenStorage } from '../session/token-storage';
import { refreshSession } from './auth-session';
import { logout, setUser } from '../session/user-slice';
import { injectLazySlice } from '../state/lazy-slices';
import { loadAnswers } from './contract';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers) {
    const token = tokenStorage.getAccessToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export interface ReauthOptions {
  /** A sign-in call's 401 is a wrong code, not a stale session: a retry would spend another try. */
  noReauth?: boolean;
}

/** On a 401, one refresh shared by every request failing at the same time, then a retry. */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ReauthOptions> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !extraOptions?.noReauth && tokenStorage.getRefreshToken()) {
    const session = await refreshSession().catch(() => undefined);
    if (session) {
      api.dispatch(setUser(session.user));
      result = await rawBaseQuery(args, api, extraOptions);
    } else if (session === null) {
      // Cached answers stay hidden behind the guarded routes until the next sign-in drops them.
      api.dispatch(logout());
    }
  }
  // A screen reads an error answer with its schema (errorAnswer), synchronously: they are here first.
  if (typeof result.error?.data === 'object') await loadAnswers().catch(() => undefined);
  return result;
};

/** Keeps the throttle's Retry-After on a failed call, so a resend countdown matches the server. */
export const withRetryAfter = (error: object, meta: unknown) => ({
  ...error,
  retryAfter: (meta as { response?: Response } | undefined)?.response?.headers.get('Retry-After') ?? null,
});

/** Mounts itself into the store when first imported, so the landing screens render without it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'Subscriber',
    'Coverages',
    'Users',
    'Affiliate',
    'ServiceRequests',
    'Notifications',
    'Usage',
    'Subscription',
    'Charges',
    'Passkeys',
    'Consents',
    'Staff',
    'SubscriberRecord',
    'OfferVersions',
    'AffiliatePortal',
    'OperatorAffiliates',
  ],
  endpoints: () => ({}),
  // An answer that does not match its contract reads as one that was not JSON: a parsing error.
  catchSchemaFailure: (failure) => ({
    status: 'PARSING_ERROR' as const,
    originalStatus: (failure._bqMeta as FetchBaseQueryMeta | undefined)?.response?.status ?? 200,
    data: '',
    error: failure.message,
  }),
});

declare module '../state/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}
injectLazySlice(baseApi);
