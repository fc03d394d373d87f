import { apiPaths } from '@game-assist/contracts/rules';
import type { PushPublicKey, PushSubscriptionInput, PushSubscriptionRef } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { read, send } from './contract';

export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, void>({ ...read(() => apiPaths.pushPublicKey, 'pushPublicKey') }),
    savePushSubscription: build.mutation<PushSubscriptionRef, PushSubscriptionInput>({
      ...send<PushSubscriptionInput, 'pushSubscription'>(apiPaths.pushSubscriptions, 'pushSubscription'),
    }),
    deletePushSubscription: build.mutation<void, string>({
      query: (id) => ({ url: apiPaths.pushSubscription(id), method: 'DELETE' }),
    }),
  }),
});

export const { useLazyGetPushPublicKeyQuery, useSavePushSubscriptionMutation, useDeletePushSubscriptionMutation } =
  pushApi;
