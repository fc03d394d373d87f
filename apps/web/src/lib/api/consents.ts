import { apiPaths } from '@game-assist/contracts/rules';
import type { Consent, ConsentBody, ConsentList } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

/** The consent log (LGPD art. 8): every answer per purpose, and giving or withdrawing one. */
export const consentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsents: build.query<ConsentList, void>({
      ...read(() => apiPaths.consents, 'consentList'),
      providesTags: ['Consents'],
    }),
    recordConsent: build.mutation<Consent, ConsentBody>({
      query: (body) => ({ url: apiPaths.consents, method: 'POST', body }),
      responseSchema: answerSchema('consent'),
      invalidatesTags: ['Consents'],
    }),
  }),
});

export const { useGetConsentsQuery, useRecordConsentMutation } = consentsApi;
