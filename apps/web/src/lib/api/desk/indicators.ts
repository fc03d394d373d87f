import { apiPaths } from '@game-assist/contracts/rules';
import type { Indicators, IndicatorsQuery } from '@game-assist/contracts/schemas';
import { baseApi } from '../base-api';
import { answerSchema, csvOrRefusal } from '../contract';

/** 'Indicadores' (API module `indicators`): the monthly figures of a period, and the same as CSV. */
export const indicatorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `de` and `ate` (AAAA-MM) are the API's only parameters: the page's own URL carries neither. */
    getIndicators: build.query<Indicators, Required<IndicatorsQuery>>({
      query: (period) => ({ url: apiPaths.adminIndicators, params: period }),
      responseSchema: answerSchema('indicators'),
      providesTags: ['Charges'],
    }),
    /** The same figures as the API writes them in CSV (BOM, ';', comma decimals); a refusal is its JSON. */
    downloadIndicators: build.mutation<string, Required<IndicatorsQuery>>({
      query: (period) => ({
        url: apiPaths.adminIndicators,
        params: period,
        headers: { Accept: 'text/csv' },
        responseHandler: csvOrRefusal,
      }),
    }),
  }),
});

export const { useGetIndicatorsQuery, useDownloadIndicatorsMutation } = indicatorsApi;
