import { apiPaths } from '@game-assist/contracts/rules';
import type {
  AcceptDependantInvite,
  AuthSession,
  CreateDependant,
  Dependant,
  DependantInviteSent,
  DependantList,
  UpdateDependant,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read, send } from './contract';

/** The titular's dependants (docs/product.md, 'Family'); they share the subscription's tag, as their cards do. */
export const familyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDependants: build.query<DependantList, void>({
      ...read(() => apiPaths.dependants, 'dependants'),
      providesTags: ['Subscription'],
    }),
    addDependant: build.mutation<Dependant, CreateDependant>({
      ...send(apiPaths.dependants, 'dependant'),
      invalidatesTags: ['Subscription'],
    }),
    updateDependant: build.mutation<Dependant, { id: string; body: UpdateDependant }>({
      query: ({ id, body }) => ({ url: apiPaths.dependant(id), method: 'PATCH', body }),
      responseSchema: answerSchema('dependant'),
      invalidatesTags: ['Subscription'],
    }),
    removeDependant: build.mutation<void, string>({
      query: (id) => ({ url: apiPaths.dependant(id), method: 'DELETE' }),
      invalidatesTags: ['Subscription'],
    }),
    inviteDependant: build.mutation<DependantInviteSent, { id: string; email: string }>({
      query: ({ id, email }) => ({ url: apiPaths.dependantInvite(id), method: 'POST', body: { email } }),
      responseSchema: answerSchema('dependantInviteSent'),
      invalidatesTags: ['Subscription'],
    }),
    acceptDependantInvite: build.mutation<AuthSession, AcceptDependantInvite>(
      send(apiPaths.acceptDependantInvite, 'authSession', { extraOptions: { noReauth: true } }),
    ),
  }),
});

export const {
  useGetDependantsQuery,
  useAddDependantMutation,
  useUpdateDependantMutation,
  useRemoveDependantMutation,
  useInviteDependantMutation,
  useAcceptDependantInviteMutation,
} = familyApi;
