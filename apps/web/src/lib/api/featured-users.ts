import { apiPaths } from '@game-assist/contracts/rules';
import type { UsersResponse } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { read } from './contract';

/** GET /users: the people the dashboard offers as sample transfer recipients. */
export const featuredUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UsersResponse, void>({ ...read(() => apiPaths.users, 'users'), providesTags: ['Users'] }),
  }),
});

export const { useGetUsersQuery } = featuredUsersApi;
