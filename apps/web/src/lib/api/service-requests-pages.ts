import { apiPaths, type ServiceRequestStatus } from '@game-assist/contracts/rules';
import type { OperatorServiceRequestList, ServiceRequestList } from '@game-assist/contracts/schemas';
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
    /** The queue, with one status or (undefined) every status. */
    getOperatorQueuePages: build.infiniteQuery<
      OperatorServiceRequestList,
      ServiceRequestStatus | undefined,
      string | null
    >({
      infiniteQueryOptions: listPages,
      query: ({ queryArg: status, pageParam }) => pageUrl(apiPaths.operatorServiceRequests, pageParam, { status }),
      responseSchema: answerSchema('operatorQueue'),
      providesTags: ['ServiceRequests'],
    }),
  }),
});

export const { useGetServiceRequestPagesInfiniteQuery, useGetOperatorQueuePagesInfiniteQuery } = serviceRequestPagesApi;
