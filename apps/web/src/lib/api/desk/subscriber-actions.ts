import { apiPaths } from '@game-assist/contracts/rules';
import type {
  CourtesyBody,
  CourtesyGranted,
  ReissueCardBody,
  SubscriberActionBody,
} from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema } from '../contract';

type Act<Body = SubscriberActionBody> = { id: string; body: Body };
/** What a page shows of an act done: the API's words (each answer has its own details besides). */
type Done = { message: string };

/** The acts on a subscriber's page (#67), each with its reason; each reloads the page it changed. */
export const subscriberActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resendSubscriberPix: build.mutation<Done, Act>({
      query: ({ id, body }) => ({ url: apiPaths.resendSubscriberPix(id), method: 'POST', body }),
      responseSchema: answerSchema('resentMail'),
      invalidatesTags: ['SubscriberRecord'],
    }),
    resendSubscriberReceipt: build.mutation<Done, Act>({
      query: ({ id, body }) => ({ url: apiPaths.resendSubscriberReceipt(id), method: 'POST', body }),
      responseSchema: answerSchema('resentMail'),
      invalidatesTags: ['SubscriberRecord'],
    }),
    reissueSubscriberCard: build.mutation<Done, Act<ReissueCardBody>>({
      query: ({ id, body }) => ({ url: apiPaths.reissueSubscriberCard(id), method: 'POST', body }),
      responseSchema: answerSchema('reissuedCard'),
      invalidatesTags: ['SubscriberRecord'],
    }),
    endSubscriberSessions: build.mutation<Done, Act>({
      query: ({ id, body }) => ({ url: apiPaths.endSubscriberSessions(id), method: 'POST', body }),
      responseSchema: answerSchema('endedSubscriberSessions'),
      invalidatesTags: ['SubscriberRecord'],
    }),
    /** 'Cortesia' (financeiro, a money action): `key` is the Idempotency-Key, the same for a retry after the passkey. */
    grantSubscriberCourtesy: build.mutation<CourtesyGranted, Act<CourtesyBody> & { key: string }>({
      query: ({ id, body, key }) => ({
        url: apiPaths.grantSubscriberCourtesy(id),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      responseSchema: answerSchema('courtesyGranted'),
      invalidatesTags: ['SubscriberRecord'],
    }),
  }),
});

export const {
  useResendSubscriberPixMutation,
  useResendSubscriberReceiptMutation,
  useReissueSubscriberCardMutation,
  useEndSubscriberSessionsMutation,
  useGrantSubscriberCourtesyMutation,
} = subscriberActionsApi;
