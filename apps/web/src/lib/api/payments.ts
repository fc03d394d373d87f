import { apiPaths, type ChargeStatus } from '@game-assist/contracts/rules';
import type {
  Charge,
  ChargeList,
  CheckoutBody,
  CheckoutOffer,
  CheckoutResponse,
  OperatorChargeList,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';

/** Checkout, the subscriber's charges, and the operators' confirmation (API module `payments`). */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutOffer: build.query<CheckoutOffer, void>({ query: () => apiPaths.checkoutOffer }),
    /** `key` is the Idempotency-Key: the same for retries of one checkout, a new one for another. */
    checkout: build.mutation<CheckoutResponse, { body: CheckoutBody; key: string }>({
      query: ({ body, key }) => ({ url: apiPaths.checkout, method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Charges'],
    }),
    getCharges: build.query<ChargeList, void>({ query: () => apiPaths.charges, providesTags: ['Charges'] }),
    /** Polled while the charge is pending, so the screen moves on by itself when it is paid. */
    getCharge: build.query<Charge, string>({ query: (id) => apiPaths.charge(id) }),
    getOperatorCharges: build.query<OperatorChargeList, ChargeStatus | undefined>({
      query: (status) => ({ url: apiPaths.operatorCharges, params: status ? { status } : {} }),
      providesTags: ['Charges'],
    }),
    confirmCharge: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPaths.confirmCharge(id), method: 'POST' }),
      invalidatesTags: ['Charges'],
    }),
  }),
});

export const {
  useGetCheckoutOfferQuery,
  useCheckoutMutation,
  useGetChargesQuery,
  useGetChargeQuery,
  useGetOperatorChargesQuery,
  useConfirmChargeMutation,
} = paymentsApi;
