import { apiPaths } from '@game-assist/contracts/rules';
import type { Subscriber, SubscriberPatch } from '@game-assist/contracts/schemas';
import { setPhoneVerified } from '../state/verification-slice';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

export const subscriberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriber: build.query<Subscriber, void>({
      ...read(() => apiPaths.subscriber, 'subscriber'),
      providesTags: ['Subscriber'],
      // The server is the authority on whether the phone is proven (a changed number is not).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(setPhoneVerified(answer.data.telefoneVerificado));
      },
    }),
    updateSubscriber: build.mutation<Subscriber, SubscriberPatch>({
      query: (body) => ({ url: apiPaths.subscriber, method: 'PATCH', body }),
      responseSchema: answerSchema('subscriber'),
      // The answer is the saved record: put it in the cache instead of fetching again.
      async onQueryStarted(_patch, { dispatch, queryFulfilled }) {
        let saved: Subscriber;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          // The caller gets the error from the mutation; awaiting without this catch rejected unhandled.
          return;
        }
        dispatch(subscriberApi.util.upsertQueryData('getSubscriber', undefined, saved));
        dispatch(setPhoneVerified(saved.telefoneVerificado));
      },
    }),
  }),
});

export const { useGetSubscriberQuery, useUpdateSubscriberMutation } = subscriberApi;

/** For a dependant, the titular whose plan they are on; undefined for a titular or while unknown. */
export function useTitularOfPlan(): string | undefined {
  return useGetSubscriberQuery().data?.titular?.nome;
}
