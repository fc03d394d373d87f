import { apiPaths } from '@game-assist/contracts/rules';
import type { OfferLine } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { read } from './contract';

export const offersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The plan's offer lines: monthly and annual, each described with its price. */
    getPlanOffer: build.query<OfferLine[], string>(read((id) => apiPaths.plan(id), 'offerLines')),
    getAddons: build.query<OfferLine[], void>(read(() => apiPaths.addons, 'offerLines')),
  }),
});

export const { useGetPlanOfferQuery, useGetAddonsQuery } = offersApi;
