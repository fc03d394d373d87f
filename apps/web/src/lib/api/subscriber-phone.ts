import { apiPaths } from '@game-assist/contracts/rules';
import type { PhoneCodeResponse, Subscriber, VerifyPhoneBody } from '@game-assist/contracts/schemas';
import { baseApi, withRetryAfter } from './base-api';
import { answerSchema, send } from './contract';

/** The SMS code that proves the subscriber's phone (the API's subscriber module, phone-verification.ts). */
export const subscriberPhoneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneCode: build.mutation<PhoneCodeResponse, void>({
      query: () => ({ url: apiPaths.phoneCode, method: 'POST', body: {} }),
      responseSchema: answerSchema('phoneCode'),
      transformErrorResponse: withRetryAfter,
    }),
    verifyPhone: build.mutation<Subscriber, VerifyPhoneBody>({
      ...send<VerifyPhoneBody, 'subscriber'>(apiPaths.phoneVerify, 'subscriber'),
      // The answer is the subscriber, now with a verified phone: every screen that shows it reads again.
      invalidatesTags: (_result, error) => (error ? [] : ['Subscriber']),
    }),
  }),
});
