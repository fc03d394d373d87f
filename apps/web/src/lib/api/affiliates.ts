import { apiPaths } from '@game-assist/contracts/rules';
import type { Affiliate, AffiliateLink } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { read } from './contract';

/** The affiliate behind an onboarding link (public calls). */
export const affiliatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliate: build.query<Affiliate, string>(read((id) => apiPaths.affiliate(id), 'affiliate')),
    getAffiliateLink: build.query<AffiliateLink, string>(read((code) => apiPaths.affiliateLink(code), 'affiliateLink')),
  }),
});

export const { useGetAffiliateQuery, useGetAffiliateLinkQuery } = affiliatesApi;
