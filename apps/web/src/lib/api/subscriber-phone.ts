import { apiPaths, type PhoneCodeResponse, type Subscriber, type VerifyPhoneBody } from '@game-assist/contracts';
import { baseApi, withRetryAfter } from './base-api';

/** The SMS code that proves the subscriber's phone (the API's subscriber module, phone-verification.ts). */
export const subscriberPhoneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneCode: build.mutation<PhoneCodeResponse, void>({
      query: () => ({ url: apiPaths.phoneCode, method: 'POST', body: {} }),
      transformErrorResponse: withRetryAfter,
    }),
    verifyPhone: build.mutation<Subscriber, VerifyPhoneBody>({
      query: (body) => ({ url: apiPaths.phoneVerify, method: 'POST', body }),
      // The answer is the subscriber, now with a verified phone: every screen that shows it reads again.
      invalidatesTags: (_result, error) => (error ? [] : ['Subscriber']),
    }),
  }),
});
