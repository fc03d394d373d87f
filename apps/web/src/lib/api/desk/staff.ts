import { apiPaths } from '@game-assist/contracts/rules';
import type { StaffMe } from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { read } from '../contract';

/** Who is signed in on the staff side: their roles decide the desk's tabs (#66). */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffMe, void>({ ...read(() => apiPaths.staffMe, 'staffMe'), providesTags: ['Staff'] }),
  }),
});

export const { useGetStaffMeQuery } = staffApi;
