import { apiPaths } from '@game-assist/contracts/rules';
import type {
  CoverageUsageList,
  CreateServiceRequest,
  RateServiceRequest,
  ServiceRequestDetail,
  ServiceRequestMessage,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

/** Every change to a request also changes the usage counts and adds a notification. */
export const AFTER_CHANGE = ['ServiceRequests', 'Usage', 'Notifications'] as const;

/** Opening, reading, cancelling and writing about requests, and the usage counts (the lists are in service-requests-pages.ts, the operators' calls in desk/operator-queue.ts). */
export const serviceRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person's usage, or (for the titular) a dependant's by id. */
    getCoverageUsage: build.query<CoverageUsageList, string | void>({
      ...read(
        (pessoa: string | void) =>
          pessoa
            ? `${apiPaths.serviceRequestUsage}?${new URLSearchParams({ pessoa }).toString()}`
            : apiPaths.serviceRequestUsage,
        'coverageUsage',
      ),
      providesTags: ['Usage'],
    }),
    /** `key` is the Idempotency-Key: the same key for retries of one request, a new one for another. */
    createServiceRequest: build.mutation<ServiceRequestDetail, { body: CreateServiceRequest; key: string }>({
      query: ({ body, key }) => ({
        url: apiPaths.serviceRequests,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      responseSchema: answerSchema('serviceRequest'),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    cancelServiceRequest: build.mutation<ServiceRequestDetail, string>({
      query: (id) => ({ url: apiPaths.cancelServiceRequest(id), method: 'POST' }),
      responseSchema: answerSchema('serviceRequest'),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    getServiceRequest: build.query<ServiceRequestDetail, string>({
      ...read((id: string) => apiPaths.serviceRequest(id), 'serviceRequest'),
      providesTags: ['ServiceRequests'],
    }),
    sendServiceRequestMessage: build.mutation<ServiceRequestDetail, { id: string; message: ServiceRequestMessage }>({
      query: ({ id, message }) => ({ url: apiPaths.serviceRequestMessages(id), method: 'POST', body: message }),
      responseSchema: answerSchema('serviceRequest'),
      invalidatesTags: ['ServiceRequests'],
    }),
    rateServiceRequest: build.mutation<ServiceRequestDetail, { id: string; rating: RateServiceRequest }>({
      query: ({ id, rating }) => ({ url: apiPaths.serviceRequestRating(id), method: 'POST', body: rating }),
      responseSchema: answerSchema('serviceRequest'),
      invalidatesTags: ['ServiceRequests'],
    }),
  }),
});

export const {
  useGetCoverageUsageQuery,
  useCreateServiceRequestMutation,
  useCancelServiceRequestMutation,
  useGetServiceRequestQuery,
  useSendServiceRequestMessageMutation,
  useRateServiceRequestMutation,
} = serviceRequestsApi;
