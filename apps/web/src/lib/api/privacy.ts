import { apiPaths, MY_DATA_CODE_HEADER } from '@game-assist/contracts/rules';
import type {
  DeletedAccount,
  DeviceSessionList,
  EndedSessions,
  MyData,
  PrivacyCodeResponse,
} from '@game-assist/contracts/schemas';
import { baseApi } from './base-api';
import { answerSchema, read } from './contract';

/** 'Meus dados' (LGPD art. 18): the download, the devices signed in, and deleting the account. */
export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeviceSessions: build.query<DeviceSessionList, void>({
      ...read(() => apiPaths.sessions, 'deviceSessions'),
    }),
    endDeviceSession: build.mutation<EndedSessions, string>({
      query: (id) => ({ url: apiPaths.session(id), method: 'DELETE' }),
      responseSchema: answerSchema('endedSessions'),
    }),
    endOtherDeviceSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: apiPaths.endOtherSessions, method: 'POST', body: {} }),
      responseSchema: answerSchema('endedSessions'),
    }),
    /** The code travels in a header: nothing typed lands in a URL. */
    downloadMyData: build.mutation<MyData, string | undefined>({
      query: (code) => ({ url: apiPaths.myData, headers: code ? { [MY_DATA_CODE_HEADER]: code } : {} }),
      responseSchema: answerSchema('myData'),
    }),
    sendMyDataCode: build.mutation<PrivacyCodeResponse, void>({
      query: () => ({ url: apiPaths.myDataCode, method: 'POST', body: {} }),
      responseSchema: answerSchema('privacyCode'),
    }),
    sendDeletionCode: build.mutation<PrivacyCodeResponse, void>({
      query: () => ({ url: apiPaths.accountDeletionCode, method: 'POST', body: {} }),
      responseSchema: answerSchema('privacyCode'),
    }),
    deleteAccount: build.mutation<DeletedAccount, string>({
      query: (code) => ({ url: apiPaths.account, method: 'DELETE', body: { code } }),
      responseSchema: answerSchema('deletedAccount'),
    }),
  }),
});

export const {
  useGetDeviceSessionsQuery,
  useEndDeviceSessionMutation,
  useEndOtherDeviceSessionsMutation,
  useDownloadMyDataMutation,
  useSendMyDataCodeMutation,
  useSendDeletionCodeMutation,
  useDeleteAccountMutation,
} = privacyApi;
