import {
  apiPaths,
  type OperatorServiceRequestList,
  type ServiceRequestList,
  type ServiceRequestStatus,
} from '@game-assist/contracts';
import { baseApi } from './base-api';
import { listPages, pageUrl } from './pages';

/**
 * The lists of requests, a page at a time: the subscriber's ('Meus atendimentos') and the
 * operators' queue. Apart from service-requests-api.ts, which the dashboard loads (it opens
 * requests and shows usage), so the dashboard's code does not carry them. A change to any
 * request reloads every page shown ('ServiceRequests').
 */
export const serviceRequestPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceRequestPages: build.infiniteQuery<ServiceRequestList, void, string | null>({
      infiniteQueryOptions: listPages,
      query: ({ pageParam }) => pageUrl(apiPaths.serviceRequests, pageParam),
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
      providesTags: ['ServiceRequests'],
    }),
  }),
});

export const { useGetServiceRequestPagesInfiniteQuery, useGetOperatorQueuePagesInfiniteQuery } = serviceRequestPagesApi;
