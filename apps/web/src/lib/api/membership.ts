import { apiPaths } from '@game-assist/contracts/rules';
import type { MemberCard, Subscription } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';

/** The signed-in subscriber's subscription and member card. */
export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<Subscription, void>({ query: () => apiPaths.subscription }),
    getMemberCard: build.query<MemberCard, void>({ query: () => apiPaths.memberCard }),
  }),
});

export const { useGetSubscriptionQuery, useGetMemberCardQuery } = membershipApi;
