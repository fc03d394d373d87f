import { apiPaths, type ChargeStatus } from '@game-assist/contracts/rules';
import type { AffiliateStatement, OperatorChargeList, OperatorRefundList } from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema, csvOrRefusal, read } from '../contract';
import { listPages, pageUrl } from '../pages';

/** The operators' charges to confirm, refunds to make and the affiliates' monthly statement (API module `payments`). */
export const operatorPaymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every charge or those of one status, newest first, a page at a time. */
    getOperatorChargePages: build.infiniteQuery<OperatorChargeList, ChargeStatus | undefined, string | null>({
      infiniteQueryOptions: listPages,
      query: ({ queryArg, pageParam }) => pageUrl(apiPaths.operatorCharges, pageParam, { status: queryArg }),
      responseSchema: answerSchema('operatorCharges'),
      providesTags: ['Charges'],
    }),
    confirmCharge: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPaths.confirmCharge(id), method: 'POST' }),
      responseSchema: answerSchema('confirmedCharge'),
      invalidatesTags: ['Charges'],
    }),
    getOperatorRefunds: build.query<OperatorRefundList, void>({
      ...read(() => apiPaths.operatorRefunds, 'operatorRefunds'),
      providesTags: ['Charges'],
    }),
    /** A refund made changes its charge to 'Reembolsada'. */
    completeRefund: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPaths.completeRefund(id), method: 'POST', body: {} }),
      responseSchema: answerSchema('completedRefund'),
      invalidatesTags: ['Charges'],
    }),
    /** `mes` (AAAA-MM) is the one parameter the API defines: nothing else typed goes in the URL. */
    getAffiliateStatement: build.query<AffiliateStatement, string>({
      query: (mes) => ({ url: apiPaths.affiliateStatement, params: { mes } }),
      responseSchema: answerSchema('affiliateStatement'),
      providesTags: ['Charges'],
    }),
    /** The same statement as CSV (Accept: text/csv), as the API writes it: BOM, ';' and comma decimals. */
    downloadAffiliateStatement: build.mutation<string, string>({
      query: (mes) => ({
        url: apiPaths.affiliateStatement,
        params: { mes },
        headers: { Accept: 'text/csv' },
        responseHandler: csvOrRefusal,
      }),
    }),
  }),
});

export const {
  useGetOperatorChargePagesInfiniteQuery,
  useConfirmChargeMutation,
  useGetOperatorRefundsQuery,
  useCompleteRefundMutation,
  useGetAffiliateStatementQuery,
  useDownloadAffiliateStatementMutation,
} = operatorPaymentsApi;
