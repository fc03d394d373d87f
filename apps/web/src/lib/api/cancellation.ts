import { apiPaths } from '@game-assist/contracts/rules';
import type {
  CancelBody,
  Cancellation,
  CancellationPreview,
  DeactivateAutoRenewalResponse,
  PrivacyCodeResponse,
  Receipt,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

/** Everything a cancellation changes: the subscription, its card, its charges and a notification. */
const AFTER_CANCEL = ['Subscription', 'Charges', 'Notifications'] as const;

/** A paid charge's receipt, cancelling the subscription or undoing it, and turning PIX Automático off. */
export const cancellationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReceipt: build.query<Receipt, string>(read((id: string) => apiPaths.chargeReceipt(id), 'receipt')),
    /** What cancelling now would do, asked when the sheet opens (never kept: the answer depends on the day). */
    getCancellationPreview: build.query<CancellationPreview, void>({
      ...read(() => apiPaths.cancellationPreview, 'cancellationPreview'),
      keepUnusedDataFor: 0,
    }),
    cancelSubscription: build.mutation<Cancellation, CancelBody>({
      query: (body) => ({ url: apiPaths.cancelSubscription, method: 'POST', body }),
      responseSchema: answerSchema('cancellation'),
      invalidatesTags: [...AFTER_CANCEL],
    }),
    /** The code a refund to a PIX key other than the payer's CPF needs. */
    sendRefundKeyCode: build.mutation<PrivacyCodeResponse, void>({
      query: () => ({ url: apiPaths.refundKeyCode, method: 'POST', body: {} }),
      responseSchema: answerSchema('privacyCode'),
    }),
    undoCancellation: build.mutation<unknown, void>({
      query: () => ({ url: apiPaths.undoCancellation, method: 'POST', body: {} }),
      responseSchema: answerSchema('undoneCancellation'),
      invalidatesTags: [...AFTER_CANCEL],
    }),
    /** The authorisation ends at the bank; the subscription runs to the end of what was paid. */
    deactivateAutoRenewal: build.mutation<DeactivateAutoRenewalResponse, void>({
      query: () => ({ url: apiPaths.deactivateAutoRenewal, method: 'POST', body: {} }),
      responseSchema: answerSchema('deactivatedAutoRenewal'),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useGetReceiptQuery,
  useGetCancellationPreviewQuery,
  useCancelSubscriptionMutation,
  useSendRefundKeyCodeMutation,
  useUndoCancellationMutation,
  useDeactivateAutoRenewalMutation,
} = cancellationApi;
