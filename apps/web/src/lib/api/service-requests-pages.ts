import { apiPaths } from '@game-assist/contracts/rules';
import type {
  OperatorQueueQuery,
  OperatorServiceRequestList,
  ServiceRequestList,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema } from './contract';
import { listPages, pageUrl } from './pages';

/** The subscriber's requests and the operators' queue, a page at a time (not in the dashboard's chunk). */
export const serviceRequestPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceRequestPages: build.infiniteQuery<ServiceRequestList, void, string | null>({
      infiniteQueryOptions: listPages,
      query: ({ pageParam }) => pageUrl(apiPaths.serviceRequests, pageParam),
      responseSchema: answerSchema('serviceRequests'),
      providesTags: ['ServiceRequests'],
    }),
    /** The queue, soonest deadline first: one status or every status, or only those at risk or late. */
    getOperatorQueuePages: build.infiniteQuery<
      OperatorServiceRequestList,
      Pick<OperatorQueueQuery, 'status' | 'deadline'>,
      string | null
    >({
      infiniteQueryOptions: listPages,
      query: ({ queryArg, pageParam }) => pageUrl(apiPaths.operatorServiceRequests, pageParam, queryArg),
      responseSchema: answerSchema('operatorQueue'),
      providesTags: ['ServiceRequests'],
    }),
  }),
});

export const { useGetServiceRequestPagesInfiniteQuery, useGetOperatorQueuePagesInfiniteQuery } = serviceRequestPagesApi;
