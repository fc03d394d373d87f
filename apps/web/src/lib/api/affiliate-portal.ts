import { apiPaths } from '@game-assist/contracts/rules';
import type {
  AffiliateBioBody,
  AffiliateOwnStatement,
  AffiliatePortal,
  AffiliateResults,
  IndicatorsQuery,
  PixKeyBody,
  PrivacyCodeResponse,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, csvOrRefusal, read } from './contract';

/** A change answers with the whole page: it is the page's read from then on (no second request). */
async function keepPortal(
  _body: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AffiliatePortal }> },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(affiliatePortalApi.util.upsertQueryData('getAffiliatePortal', undefined, data));
}

/** /Parceiro (#71): the partner's link, bio, PIX key, monthly results and statement (API module `affiliate-portal`). */
export const affiliatePortalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 404 for an account that is no affiliate's: that is how the app knows who is a partner. */
    getAffiliatePortal: build.query<AffiliatePortal, void>({
      ...read(() => apiPaths.affiliatePortal, 'affiliatePortal'),
      providesTags: ['AffiliatePortal'],
    }),
    updateAffiliateBio: build.mutation<AffiliatePortal, AffiliateBioBody>({
      query: (body) => ({ url: apiPaths.affiliatePortalBio, method: 'PATCH', body }),
      responseSchema: answerSchema('affiliatePortal'),
      onQueryStarted: keepPortal,
    }),
    sendPixKeyCode: build.mutation<PrivacyCodeResponse, void>({
      query: () => ({ url: apiPaths.affiliatePortalPixKeyCode, method: 'POST', body: {} }),
      responseSchema: answerSchema('privacyCode'),
    }),
    setPixKey: build.mutation<AffiliatePortal, PixKeyBody>({
      query: (body) => ({ url: apiPaths.affiliatePortalPixKey, method: 'PUT', body }),
      responseSchema: answerSchema('affiliatePortal'),
      onQueryStarted: keepPortal,
    }),
    getAffiliateResults: build.query<AffiliateResults, Required<IndicatorsQuery>>({
      query: (period) => ({ url: apiPaths.affiliatePortalResults, params: period }),
      responseSchema: answerSchema('affiliateResults'),
      providesTags: ['AffiliatePortal'],
    }),
    getAffiliateOwnStatement: build.query<AffiliateOwnStatement, string>({
      query: (mes) => ({ url: apiPaths.affiliatePortalStatement, params: { mes } }),
      responseSchema: answerSchema('affiliateOwnStatement'),
      providesTags: ['AffiliatePortal'],
    }),
    /** The month's statement as the API writes it in CSV; a refusal is its JSON. */
    downloadAffiliateOwnStatement: build.mutation<string, string>({
      query: (mes) => ({
        url: apiPaths.affiliatePortalStatement,
        params: { mes },
        headers: { Accept: 'text/csv' },
        responseHandler: csvOrRefusal,
      }),
    }),
  }),
});

export const {
  useGetAffiliatePortalQuery,
  useUpdateAffiliateBioMutation,
  useSendPixKeyCodeMutation,
  useSetPixKeyMutation,
  useGetAffiliateResultsQuery,
  useGetAffiliateOwnStatementQuery,
  useDownloadAffiliateOwnStatementMutation,
} = affiliatePortalApi;
