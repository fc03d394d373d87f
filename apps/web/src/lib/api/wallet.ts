import { apiPaths } from '@game-assist/contracts/rules';
import type { GoogleSaveLink, WalletOptions } from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

const forPerson = (path: string, pessoa: string | undefined) =>
  pessoa ? `${path}?${new URLSearchParams({ pessoa }).toString()}` : path;

/** modules/wallet: which wallets the server can use, and the card's pass in each. */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWalletOptions: build.query<WalletOptions, void>(read(() => apiPaths.walletOptions, 'walletOptions')),
    /** The `.pkpass` itself, read with the session (a link could not send it). */
    getApplePass: build.mutation<Blob, string | undefined>({
      query: (pessoa) => ({
        url: forPerson(apiPaths.applePass, pessoa),
        responseHandler: (response) => response.blob(),
      }),
    }),
    getGoogleSaveLink: build.mutation<GoogleSaveLink, string | undefined>({
      query: (pessoa) => ({ url: forPerson(apiPaths.googlePass, pessoa) }),
      responseSchema: answerSchema('googleSaveLink'),
    }),
  }),
});

export const { useGetWalletOptionsQuery, useGetApplePassMutation, useGetGoogleSaveLinkMutation } = walletApi;
