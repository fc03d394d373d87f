import { apiPaths } from '@game-assist/contracts/rules';
import type {
  AuthSession,
  Passkey,
  PasskeyList,
  PasskeyLoginBody,
  PasskeyLoginOptions,
  PasskeyRegistrationBody,
  PasskeyRegistrationOptionsBody,
  PasskeyRegistrationOptions,
} from '@game-assist/contracts/schemas';
import { PASSKEY_MESSAGES, passkeyFailureMessage, passkeysSupported } from '../passkeys';
import { startSession } from '../session/start-session';
import type { AppDispatch } from '../state/root-reducer';
import { baseApi } from './base-api';
import { answerSchema, read, send } from './contract';

// Signed out, a 401 is a refused passkey, not a stale session.
const signedOut = { extraOptions: { noReauth: true } };

/** 'Chaves de acesso' and the passkey sign-in (docs/security.md, 'Passkeys'). */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<PasskeyList, void>({
      ...read(() => apiPaths.passkeys, 'passkeys'),
      providesTags: ['Passkeys'],
    }),
    removePasskey: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: apiPaths.passkey(id), method: 'DELETE' }),
      responseSchema: answerSchema('ok'),
      invalidatesTags: ['Passkeys'],
    }),
    passkeyRegistrationOptions: build.mutation<PasskeyRegistrationOptions, PasskeyRegistrationOptionsBody>({
      query: (body) => ({ url: apiPaths.passkeyRegistrationOptions, method: 'POST', body: body ?? {} }),
      responseSchema: answerSchema('passkeyRegistrationOptions'),
    }),
    registerPasskey: build.mutation<Passkey, PasskeyRegistrationBody>({
      ...send(apiPaths.passkeyRegistration, 'passkey'),
      invalidatesTags: ['Passkeys'],
    }),
    passkeyLoginOptions: build.mutation<PasskeyLoginOptions, void>({
      query: () => ({ url: apiPaths.passkeyLoginOptions, method: 'POST', body: {} }),
      responseSchema: answerSchema('passkeyLoginOptions'),
      ...signedOut,
    }),
    passkeyLogin: build.mutation<AuthSession, PasskeyLoginBody>(send(apiPaths.passkeyLogin, 'authSession', signedOut)),
  }),
});

export const { useGetPasskeysQuery, useRemovePasskeyMutation } = passkeysApi;

/** The browser half of WebAuthn, fetched only when a passkey is made or used (the start-up bundle stays as it was). */
const browserWebAuthn = () => import('@simplewebauthn/browser');

/** 'Criar chave de acesso': the server's options, the device's own prompt, then the server's check. */
export async function createPasskey(
  dispatch: AppDispatch,
  body: PasskeyRegistrationOptionsBody = {},
): Promise<Passkey> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    browserWebAuthn(),
    dispatch(passkeysApi.endpoints.passkeyRegistrationOptions.initiate(body)).unwrap(),
  ]);
  const response = await startRegistration({ optionsJSON });
  return dispatch(passkeysApi.endpoints.registerPasskey.initiate(response)).unwrap();
}

/** Sign-ins by the button so far: an autofill ceremony never starts over one of them. */
let modals = 0;

/** A sign-in with the device's passkey for this site; `autofill`: in the e-mail field's suggestions. */
async function passkeySession(dispatch: AppDispatch, { autofill }: { autofill: boolean }) {
  if (!autofill) modals += 1;
  const modalsBefore = modals;
  const { browserSupportsWebAuthnAutofill, startAuthentication } = await browserWebAuthn();
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const optionsJSON = await dispatch(passkeysApi.endpoints.passkeyLoginOptions.initiate()).unwrap();
  // A button's ceremony begun meanwhile goes on: the autofill's would cancel it.
  if (autofill && modals !== modalsBefore) return null;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return dispatch(passkeysApi.endpoints.passkeyLogin.initiate(response)).unwrap();
}

export type PasskeySignIn = { signedIn: true } | { signedIn: false; message: string | null };

/** A ceremony ended by another (the button's) or by leaving the screen: nothing to tell. */
const endedQuietly = (failure: unknown) =>
  failure instanceof Error && (failure.name === 'AbortError' || failure.name === 'NotAllowedError');

/** /SignIn's passkey sign-in: the session kept as a code's is, or `message` says why not (null: ended quietly). */
export async function signInWithPasskey(dispatch: AppDispatch, body: { autofill: boolean }): Promise<PasskeySignIn> {
  if (!passkeysSupported()) return { signedIn: false, message: body.autofill ? null : PASSKEY_MESSAGES.unsupported };
  try {
    const session = await passkeySession(dispatch, body);
    if (!session) return { signedIn: false, message: null };
    startSession(dispatch, session);
    return { signedIn: true };
  } catch (failure) {
    const quiet = body.autofill && endedQuietly(failure);
    return { signedIn: false, message: quiet ? null : passkeyFailureMessage(failure, 'sign-in') };
  }
}

/** Ends a ceremony under way (the autofill's, when the person leaves /SignIn or picks the button). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await browserWebAuthn()).WebAuthnAbortService.cancelCeremony();
}
