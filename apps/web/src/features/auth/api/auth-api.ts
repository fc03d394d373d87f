import {
  apiPaths,
  type AuthSession,
  type PasswordResetBody,
  type PasswordResetRequestBody,
  type PasswordResetResponse,
  type RequestOtpBody,
  type RequestOtpResponse,
  type SignupBody,
  type VerifyOtpBody,
} from '@game-assist/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { AppDispatch } from '../../../lib/state/root-reducer';

/** The sign-up and code sign-in calls of SPEC §7. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<RequestOtpResponse, RequestOtpBody>({
      query: (body) => ({ url: apiPaths.requestOtp, method: 'POST', body }),
      extraOptions: { noReauth: true },
      // Keep the throttle's Retry-After so the resend countdown matches the server.
      transformErrorResponse: (error, meta) => ({
        ...error,
        retryAfter: (meta as { response?: Response } | undefined)?.response?.headers.get('Retry-After') ?? null,
      }),
    }),
    verifyOtp: build.mutation<AuthSession, VerifyOtpBody>({
      query: (body) => ({ url: apiPaths.verifyOtp, method: 'POST', body }),
      extraOptions: { noReauth: true },
    }),
    requestPasswordReset: build.mutation<RequestOtpResponse, PasswordResetRequestBody>({
      query: (body) => ({ url: apiPaths.passwordResetRequest, method: 'POST', body }),
      extraOptions: { noReauth: true },
      transformErrorResponse: (error, meta) => ({
        ...error,
        retryAfter: (meta as { response?: Response } | undefined)?.response?.headers.get('Retry-After') ?? null,
      }),
    }),
    resetPassword: build.mutation<PasswordResetResponse, PasswordResetBody>({
      query: (body) => ({ url: apiPaths.passwordReset, method: 'POST', body }),
      extraOptions: { noReauth: true },
    }),
    signup: build.mutation<AuthSession, SignupBody>({
      extraOptions: { noReauth: true },
      // Body order as the spec gives it: email, password, first name, last name.
      query: ({ email, password, firstName, lastName }) => ({
        url: apiPaths.signup,
        method: 'POST',
        body: { email, password, firstName, lastName },
      }),
    }),
  }),
});

/** Each call as one function of the store's dispatch, for useAuthCall (which loads this module late). */
export const authCalls = {
  requestOtp: (dispatch: AppDispatch, body: RequestOtpBody) =>
    dispatch(authApi.endpoints.requestOtp.initiate(body)).unwrap(),
  /** A verified code opens a new session: answers cached for whoever used this tab before go. */
  verifyOtp: async (dispatch: AppDispatch, body: VerifyOtpBody) => {
    const session = await dispatch(authApi.endpoints.verifyOtp.initiate(body)).unwrap();
    dispatch(baseApi.util.resetApiState());
    return session;
  },
  signup: (dispatch: AppDispatch, body: SignupBody) => dispatch(authApi.endpoints.signup.initiate(body)).unwrap(),
  requestPasswordReset: (dispatch: AppDispatch, body: PasswordResetRequestBody) =>
    dispatch(authApi.endpoints.requestPasswordReset.initiate(body)).unwrap(),
  resetPassword: (dispatch: AppDispatch, body: PasswordResetBody) =>
    dispatch(authApi.endpoints.resetPassword.initiate(body)).unwrap(),
};
export type AuthCalls = typeof authCalls;
