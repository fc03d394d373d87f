import { apiPaths } from '@game-assist/contracts/rules';
import type { Affiliate, AffiliateLink } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';

/** The affiliate behind an onboarding link (public calls). */
export const affiliatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliate: build.query<Affiliate, string>({ query: (id) => apiPaths.affiliate(id) }),
    getAffiliateLink: build.query<AffiliateLink, string>({ query: (code) => apiPaths.affiliateLink(code) }),
  }),
});

export const { useGetAffiliateQuery, useGetAffiliateLinkQuery } = affiliatesApi;
