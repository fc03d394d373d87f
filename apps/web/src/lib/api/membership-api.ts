import { apiPaths, type MemberCard, type OfferLine, type Subscription } from '@game-assist/contracts';
import { baseApi } from './base-api';

export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<Subscription, void>({ query: () => apiPaths.subscription }),
    getMemberCard: build.query<MemberCard, void>({ query: () => apiPaths.memberCard }),
    /** The plan's offer lines: monthly and annual, each described with its price. */
    getPlanOffer: build.query<OfferLine[], string>({ query: (id) => apiPaths.plan(id) }),
    getAddons: build.query<OfferLine[], void>({ query: () => apiPaths.addons }),
  }),
});

export const { useGetSubscriptionQuery, useGetMemberCardQuery, useGetPlanOfferQuery, useGetAddonsQuery } =
  membershipApi;
