import { apiPaths } from '@game-assist/contracts/rules';
import type { RevealedContact, SubscriberRecord, SubscriberSearchResult } from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema } from '../contract';

/** 'Assinantes' (#67, every staff role): the look-up, a subscriber's page and 'Mostrar' (API module `lookup`). */
export const subscribersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What was typed goes to the API as `q` only: the page's URL never holds it. */
    searchSubscribers: build.query<SubscriberSearchResult, string>({
      query: (q) => ({ url: apiPaths.subscriberLookup, params: { q } }),
      responseSchema: answerSchema('subscriberSearch'),
      keepUnusedDataFor: 0,
    }),
    getSubscriberRecord: build.query<SubscriberRecord, string>({
      query: (id) => ({ url: apiPaths.subscriberRecord(id) }),
      responseSchema: answerSchema('subscriberRecord'),
      providesTags: ['SubscriberRecord'],
      keepUnusedDataFor: 0,
    }),
    /** The CPF and phone in full: an audit entry of its own, so asked for each time. */
    revealSubscriberContact: build.mutation<RevealedContact, string>({
      query: (id) => ({ url: apiPaths.revealSubscriberContact(id), method: 'POST', body: {} }),
      responseSchema: answerSchema('revealedContact'),
    }),
  }),
});

export const { useSearchSubscribersQuery, useGetSubscriberRecordQuery, useRevealSubscriberContactMutation } =
  subscribersApi;
