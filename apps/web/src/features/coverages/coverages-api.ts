import { apiPaths, type CoberturasResponse, type UsersResponse } from '@game-assist/contracts';
import { baseApi } from '../../lib/api/base-api';

export const coveragesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoberturas: build.query<CoberturasResponse, void>({
      query: () => apiPaths.coberturas,
      providesTags: ['Coverages'],
    }),
    getUsers: build.query<UsersResponse, void>({ query: () => apiPaths.users, providesTags: ['Users'] }),
  }),
});

export const { useGetCoberturasQuery, useGetUsersQuery } = coveragesApi;
