import { apiPaths } from '@game-assist/contracts/rules';
import type { StaffInvite, StaffList, StaffMember, StaffUpdate } from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema, read } from '../contract';

/** 'Equipe' (#66, administrador): the staff and the acts on them. 'Staff' also refreshes who is signed in. */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<StaffList, void>({ ...read(() => apiPaths.adminStaff, 'staffList'), providesTags: ['Staff'] }),
    inviteStaff: build.mutation<StaffMember, StaffInvite>({
      query: (body) => ({ url: apiPaths.adminStaff, method: 'POST', body }),
      responseSchema: answerSchema('staffMember'),
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffMember, { id: string; body: StaffUpdate }>({
      query: ({ id, body }) => ({ url: apiPaths.adminStaffMember(id), method: 'PATCH', body }),
      responseSchema: answerSchema('staffMember'),
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<void, string>({
      query: (id) => ({ url: apiPaths.adminStaffMember(id), method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
    resetStaffPasskey: build.mutation<StaffMember, string>({
      query: (id) => ({ url: apiPaths.adminStaffPasskeyReset(id), method: 'POST', body: {} }),
      responseSchema: answerSchema('staffMember'),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useGetTeamQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useRemoveStaffMutation,
  useResetStaffPasskeyMutation,
} = teamApi;
