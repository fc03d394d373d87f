import { apiPaths } from '@game-assist/contracts/rules';
import type { ServiceRequestList } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema } from './contract';
import { listPages, pageUrl } from './pages';

/** The subscriber's requests, a page at a time (not in the dashboard's chunk; the operators' queue is in desk/operator-queue.ts). */
export const serviceRequestPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceRequestPages: build.infiniteQuery<ServiceRequestList, void, string | null>({
      infiniteQueryOptions: listPages,
      query: ({ pageParam }) => pageUrl(apiPaths.serviceRequests, pageParam),
      responseSchema: answerSchema('serviceRequests'),
      providesTags: ['ServiceRequests'],
    }),
  }),
});

export const { useGetServiceRequestPagesInfiniteQuery } = serviceRequestPagesApi;
