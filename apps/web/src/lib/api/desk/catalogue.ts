import { apiPaths } from '@game-assist/contracts/rules';
import type {
  OfferContent,
  OfferDiff,
  OfferDraft,
  OfferVersion,
  PublishOfferBody,
} from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema } from '../contract';

/** 'Catálogo' (API module `offer-versions`, administrador): the versions, the draft, a version's diff, publishing. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOfferVersions: build.query<{ items: OfferVersion[] }, void>({
      query: () => apiPaths.adminOfferVersions,
      responseSchema: answerSchema('offerVersions'),
      providesTags: ['OfferVersions'],
    }),
    getOfferDraft: build.query<OfferDraft, void>({
      query: () => apiPaths.adminOfferDraft,
      responseSchema: answerSchema('offerDraft'),
      providesTags: ['OfferVersions'],
    }),
    getOfferDiff: build.query<OfferDiff, number>({
      query: (n) => apiPaths.adminOfferDiff(String(n)),
      responseSchema: answerSchema('offerDiff'),
      providesTags: ['OfferVersions'],
    }),
    /** The whole content, saved as the draft; the answer is the draft with its problems. */
    saveOfferDraft: build.mutation<OfferDraft, OfferContent>({
      query: (body) => ({ url: apiPaths.adminOfferDraft, method: 'PUT', body }),
      responseSchema: answerSchema('offerDraft'),
      invalidatesTags: ['OfferVersions'],
      async onQueryStarted(_content, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(catalogueApi.util.upsertQueryData('getOfferDraft', undefined, data));
      },
    }),
    /** A money action: the passkey again past 10 minutes (`staff-step-up`); 422 lists the draft's problems. */
    publishOffer: build.mutation<OfferVersion, PublishOfferBody>({
      query: (body) => ({ url: apiPaths.adminOfferPublish, method: 'POST', body }),
      responseSchema: answerSchema('offerVersion'),
      invalidatesTags: ['OfferVersions', 'Coverages'],
    }),
  }),
});

export const {
  useGetOfferVersionsQuery,
  useGetOfferDraftQuery,
  useGetOfferDiffQuery,
  useSaveOfferDraftMutation,
  usePublishOfferMutation,
} = catalogueApi;
