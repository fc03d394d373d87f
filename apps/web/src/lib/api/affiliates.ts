import { apiPaths } from '@game-assist/contracts/rules';
import type { Affiliate, AffiliateLink } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { read } from './contract';

/** The affiliate behind an onboarding link (public calls). */
export const affiliatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliate: build.query<Affiliate, string>(read((id) => apiPaths.affiliate(id), 'affiliate')),
    getAffiliateLink: build.query<AffiliateLink, string>(read((code) => apiPaths.affiliateLink(code), 'affiliateLink')),
    /** One landing through the link: the API adds 1 to the affiliate's count of the day (no cookie, nothing kept). */
    countAffiliateVisit: build.mutation<void, { affiliateId: string; code: string }>({
      query: ({ affiliateId, code }) => ({
        url: apiPaths.affiliateVisit(affiliateId),
        method: 'POST',
        body: code ? { code } : {},
      }),
    }),
  }),
});

export const { useGetAffiliateQuery, useGetAffiliateLinkQuery, useCountAffiliateVisitMutation } = affiliatesApi;
