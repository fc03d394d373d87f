import { apiPaths } from '@game-assist/contracts/rules';
import type { Affiliate, AffiliateLink } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema } from './contract';

/** The affiliate behind an onboarding link (public calls). */
export const affiliatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliate: build.query<Affiliate, string>({
      query: (id) => apiPaths.affiliate(id),
      responseSchema: answerSchema('affiliate'),
    }),
    getAffiliateLink: build.query<AffiliateLink, string>({
      query: (code) => apiPaths.affiliateLink(code),
      responseSchema: answerSchema('affiliateLink'),
    }),
  }),
});

export const { useGetAffiliateQuery, useGetAffiliateLinkQuery } = affiliatesApi;
