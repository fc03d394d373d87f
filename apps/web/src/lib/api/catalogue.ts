import { apiPaths } from '@game-assist/contracts/rules';
import type { CatalogueResponse } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { read } from './contract';

/** GET /coberturas: every category with its coverages, the dashboard's content. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<CatalogueResponse, void>({
      ...read(() => apiPaths.catalogue, 'catalogue'),
      providesTags: ['Coverages'],
    }),
  }),
});

export const { useGetCatalogueQuery } = catalogueApi;
