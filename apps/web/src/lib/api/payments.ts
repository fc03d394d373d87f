import { apiPaths } from '@game-assist/contracts/rules';
import type { Charge, ChargeList, CheckoutBody, CheckoutOffer, CheckoutResponse } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

/** Checkout and the subscriber's charges (API module `payments`; the operators' calls are in desk/operator-payments.ts). */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutOffer: build.query<CheckoutOffer, void>(read(() => apiPaths.checkoutOffer, 'checkoutOffer')),
    /** `key` is the Idempotency-Key: the same for retries of one checkout, a new one for another. */
    checkout: build.mutation<CheckoutResponse, { body: CheckoutBody; key: string }>({
      query: ({ body, key }) => ({ url: apiPaths.checkout, method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      responseSchema: answerSchema('checkout'),
      invalidatesTags: ['Charges'],
    }),
    getCharges: build.query<ChargeList, void>({
      ...read(() => apiPaths.charges, 'charges'),
      providesTags: ['Charges'],
    }),
    /** Polled while the charge is pending, so the screen moves on by itself when it is paid. */
    getCharge: build.query<Charge, string>(read((id: string) => apiPaths.charge(id), 'charge')),
  }),
});

export const { useGetCheckoutOfferQuery, useCheckoutMutation, useGetChargesQuery, useGetChargeQuery } = paymentsApi;
