import { apiPaths } from '@game-assist/contracts/rules';
import type {
  AuthSession,
  PasswordResetBody,
  PasswordResetRequestBody,
  PasswordResetResponse,
  RequestOtpBody,
  RequestOtpResponse,
  SignupBody,
  VerifyOtpBody,
  VerifyPhoneBody,
} from '@game-assist/contracts/schemas';
import { startSession } from '../session/start-session';
import type { AppDispatch } from '../state/root-reducer';
import { baseApi, withRetryAfter } from './base-api';
import { answerSchema, send } from './contract';
import { cancelPasskeyCeremony, createPasskey, signInWithPasskey } from './passkeys';
import { subscriberPhoneApi } from './subscriber-phone';

const signedOut = { extraOptions: { noReauth: true } };
const codeRequest = { ...signedOut, transformErrorResponse: withRetryAfter };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<RequestOtpResponse, RequestOtpBody>(send(apiPaths.requestOtp, 'codeSent', codeRequest)),
    verifyOtp: build.mutation<AuthSession, VerifyOtpBody>(send(apiPaths.verifyOtp, 'authSession', signedOut)),
    requestPasswordReset: build.mutation<RequestOtpResponse, PasswordResetRequestBody>(
      send(apiPaths.passwordResetRequest, 'codeSent', codeRequest),
    ),
    resetPassword: build.mutation<PasswordResetResponse, PasswordResetBody>(
      send(apiPaths.passwordReset, 'passwordReset', signedOut),
    ),
    signup: build.mutation<AuthSession, SignupBody>({
      ...signedOut,
      responseSchema: answerSchema('authSession'),
      // Body order as the spec gives it: email, password, first name, last name; then the partner link's code, if any.
      query: ({ email, password, firstName, lastName, affiliateCode }) => ({
        url: apiPaths.signup,
        method: 'POST',
        body: { email, password, firstName, lastName, ...(affiliateCode ? { affiliateCode } : {}) },
      }),
    }),
  }),
});

/** Each call as one function of the store's dispatch, for useAuthCall (which loads this module late). */
export const authCalls = {
  requestOtp: (dispatch: AppDispatch, body: RequestOtpBody) =>
    dispatch(authApi.endpoints.requestOtp.initiate(body)).unwrap(),
  /** A verified code opens a new session (startSession: kept first, then the previous answers go). */
  verifyOtp: async (dispatch: AppDispatch, body: VerifyOtpBody) => {
    const session = await dispatch(authApi.endpoints.verifyOtp.initiate(body)).unwrap();
    startSession(dispatch, session);
    return session;
  },
  signup: (dispatch: AppDispatch, body: SignupBody) => dispatch(authApi.endpoints.signup.initiate(body)).unwrap(),
  requestPasswordReset: (dispatch: AppDispatch, body: PasswordResetRequestBody) =>
    dispatch(authApi.endpoints.requestPasswordReset.initiate(body)).unwrap(),
  resetPassword: (dispatch: AppDispatch, body: PasswordResetBody) =>
    dispatch(authApi.endpoints.resetPassword.initiate(body)).unwrap(),
  sendPhoneCode: (dispatch: AppDispatch, _body: void) =>
    dispatch(subscriberPhoneApi.endpoints.sendPhoneCode.initiate()).unwrap(),
  verifyPhone: (dispatch: AppDispatch, body: VerifyPhoneBody) =>
    dispatch(subscriberPhoneApi.endpoints.verifyPhone.initiate(body)).unwrap(),
  /** null: the browser offers no passkey autofill (`autofill: true` only). */
  passkeySignIn: (dispatch: AppDispatch, body: { autofill: boolean }) => signInWithPasskey(dispatch, body),
  createPasskey: (dispatch: AppDispatch, _body: void) => createPasskey(dispatch),
  cancelPasskey: (_dispatch: AppDispatch, _body: void) => cancelPasskeyCeremony(),
};
export type AuthCalls = typeof authCalls;
