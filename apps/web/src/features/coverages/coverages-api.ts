import { apiPaths, type CatalogueResponse, type UsersResponse } from '@game-assist/contracts';
import { baseApi } from '#web/lib/api/base-api.ts';

export const coveragesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<CatalogueResponse, void>({
      query: () => apiPaths.catalogue,
      providesTags: ['Coverages'],
    }),
    getUsers: build.query<UsersResponse, void>({ query: () => apiPaths.users, providesTags: ['Users'] }),
  }),
});

export const { useGetCatalogueQuery, useGetUsersQuery } = coveragesApi;
