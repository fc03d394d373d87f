import { apiPaths } from '@game-assist/contracts/rules';
import type {
  OperatorQueueQuery,
  OperatorServiceRequestList,
  OperatorStatusChange,
  ServiceRequestDetail,
  ServiceRequestMessage,
} from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema } from '../contract';
import { listPages, pageUrl } from '../pages';
import { AFTER_CHANGE } from '../service-requests';

/** The operators' service-request queue: its pages, a move to another status, a message to the subscriber. */
export const operatorQueueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    changeServiceRequestStatus: build.mutation<ServiceRequestDetail, { id: string; change: OperatorStatusChange }>({
      query: ({ id, change }) => ({ url: apiPaths.operatorServiceRequest(id), method: 'PATCH', body: change }),
      responseSchema: answerSchema('serviceRequest'),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    /** An operator's message to a request's subscriber (who is notified). */
    sendOperatorMessage: build.mutation<ServiceRequestDetail, { id: string; message: ServiceRequestMessage }>({
      query: ({ id, message }) => ({ url: apiPaths.operatorServiceRequestMessages(id), method: 'POST', body: message }),
      responseSchema: answerSchema('serviceRequest'),
      invalidatesTags: ['ServiceRequests'],
    }),
  }),
});

export const {
  useGetOperatorQueuePagesInfiniteQuery,
  useChangeServiceRequestStatusMutation,
  useSendOperatorMessageMutation,
} = operatorQueueApi;
