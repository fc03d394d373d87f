import {
  apiPaths,
  type AuthSession,
  type RequestOtpBody,
  type RequestOtpResponse,
  type SignupBody,
  type VerifyOtpBody,
} from '@game-assist/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** The sign-up and code sign-in calls of SPEC §7. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<RequestOtpResponse, RequestOtpBody>({
      query: (body) => ({ url: apiPaths.requestOtp, method: 'POST', body }),
      // Keep the throttle's Retry-After so the resend countdown matches the server.
      transformErrorResponse: (error, meta) => ({
        ...error,
        retryAfter: (meta as { response?: Response } | undefined)?.response?.headers.get('Retry-After') ?? null,
      }),
    }),
    verifyOtp: build.mutation<AuthSession, VerifyOtpBody>({
      query: (body) => ({ url: apiPaths.verifyOtp, method: 'POST', body }),
    }),
    signup: build.mutation<AuthSession, SignupBody>({
      // Body order as the spec gives it: email, password, first name, last name.
      query: ({ email, password, firstName, lastName }) => ({
        url: apiPaths.signup,
        method: 'POST',
        body: { email, password, firstName, lastName },
      }),
    }),
  }),
});

export const { useRequestOtpMutation, useVerifyOtpMutation, useSignupMutation } = authApi;
