import { apiPaths } from '@game-assist/contracts/rules';
import type { AuditList, AuditQuery, AuditVerification } from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema, csvOrRefusal } from '../contract';
import { listPages, pageUrl } from '../pages';

/** The 'Auditoria' filters the API defines (`auditQuerySchema`), as a screen applies them. */
export type AuditFilters = Pick<AuditQuery, 'pessoa' | 'acao' | 'alvoTipo' | 'alvoId' | 'de' | 'ate'>;

/** Entries a page from the API, and a page of the table. */
export const AUDIT_PAGE_SIZE = 25;

const filtersUrl = (filters: AuditFilters, cursor: string | null, limit?: number) =>
  pageUrl(apiPaths.adminAudit, cursor, { ...filters, limit: limit?.toString() });

/** The audit log for the administrador (API module `audit`): its pages, the CSV of the same filters, the chain checked. */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditPages: build.infiniteQuery<AuditList, AuditFilters, string | null>({
      infiniteQueryOptions: listPages,
      query: ({ queryArg, pageParam }) => filtersUrl(queryArg, pageParam, AUDIT_PAGE_SIZE),
      responseSchema: answerSchema('auditList'),
    }),
    /** Every entry the filters match, as the API writes the CSV (BOM, ';', CRLF); a refusal is the API's JSON. */
    downloadAudit: build.mutation<string, AuditFilters>({
      query: (filters) => ({
        url: filtersUrl(filters, null),
        headers: { Accept: 'text/csv' },
        responseHandler: csvOrRefusal,
      }),
    }),
    /** The chain re-computed now: whole, or the first entry that does not match. */
    verifyAuditChain: build.mutation<AuditVerification, void>({
      query: () => ({ url: apiPaths.adminAuditVerification }),
      responseSchema: answerSchema('auditVerification'),
    }),
  }),
});

export const { useGetAuditPagesInfiniteQuery, useDownloadAuditMutation, useVerifyAuditChainMutation } = auditApi;
