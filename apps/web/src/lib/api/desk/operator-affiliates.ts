import { apiPaths } from '@game-assist/contracts/rules';
import type {
  AffiliateInviteBody,
  AffiliatePayout,
  AffiliatePayoutBody,
  OperatorAffiliate,
  OperatorAffiliateList,
} from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema, read } from '../contract';

/** 'Afiliados' (#71, financeiro): who holds each affiliate's account, the bio waiting, the payouts recorded. */
export const operatorAffiliatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOperatorAffiliates: build.query<OperatorAffiliateList, void>({
      ...read(() => apiPaths.operatorAffiliates, 'operatorAffiliates'),
      providesTags: ['OperatorAffiliates'],
    }),
    inviteAffiliate: build.mutation<OperatorAffiliate, { id: string; body: AffiliateInviteBody }>({
      query: ({ id, body }) => ({ url: apiPaths.inviteAffiliate(id), method: 'POST', body }),
      responseSchema: answerSchema('operatorAffiliate'),
      invalidatesTags: ['OperatorAffiliates'],
    }),
    approveAffiliateBio: build.mutation<OperatorAffiliate, string>({
      query: (id) => ({ url: apiPaths.approveAffiliateBio(id), method: 'POST', body: {} }),
      responseSchema: answerSchema('operatorAffiliate'),
      invalidatesTags: ['OperatorAffiliates'],
    }),
    recordAffiliatePayout: build.mutation<AffiliatePayout, { id: string; body: AffiliatePayoutBody }>({
      query: ({ id, body }) => ({ url: apiPaths.affiliatePayouts(id), method: 'POST', body }),
      responseSchema: answerSchema('affiliatePayout'),
      invalidatesTags: ['OperatorAffiliates'],
    }),
  }),
});

export const {
  useGetOperatorAffiliatesQuery,
  useInviteAffiliateMutation,
  useApproveAffiliateBioMutation,
  useRecordAffiliatePayoutMutation,
} = operatorAffiliatesApi;
