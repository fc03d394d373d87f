import { apiMessage, httpStatus, isNetworkError } from './api/errors';

/** Passkeys (not in the spec; issue #47): the offer, 'Chaves de acesso' and the sign-in. */
export const PASSKEY_MESSAGES = {
  offerTitle: 'Entrar mais rápido da próxima vez?',
  offerText:
    'Crie uma chave de acesso: da próxima vez você entra com a digital, o rosto ou o bloqueio de tela deste aparelho, sem esperar o código por e-mail.',
  create: 'Criar chave de acesso',
  notNow: 'Agora não',
  signIn: 'Entrar com chave de acesso',
  created: 'Chave de acesso criada',
  createdText:
    'Da próxima vez, toque em “Entrar com chave de acesso” ou escolha a chave nas sugestões do campo de e-mail.',
  unsupported: 'Este navegador não oferece chaves de acesso. Entre com o código enviado por e-mail.',
  signInCancelled: 'A chave de acesso não foi usada. Tente de novo ou entre com o código por e-mail.',
  signInFailed: 'Não foi possível entrar com a chave de acesso. Tente de novo ou entre com o código por e-mail.',
  createCancelled: 'A chave de acesso não foi criada. Tente de novo quando quiser.',
  alreadyOnDevice: 'Este aparelho já tem uma chave de acesso desta conta.',
  createFailed: 'Não foi possível criar a chave de acesso. Tente novamente.',
  connection: 'Erro de conexão com o servidor',
} as const;

/** The failure's name when WebAuthn threw it (NotAllowedError: cancelled or timed out), else null. */
function webAuthnFailure(failure: unknown): string | null {
  return failure instanceof Error && failure.name.endsWith('Error') && failure.name !== 'Error' ? failure.name : null;
}

/** What to tell the person when making or using a passkey failed: never silent, never technical. */
export function passkeyFailureMessage(failure: unknown, ceremony: 'create' | 'sign-in'): string {
  const name = webAuthnFailure(failure);
  if (name === 'NotSupportedError') return PASSKEY_MESSAGES.unsupported;
  if (name === 'InvalidStateError' && ceremony === 'create') return PASSKEY_MESSAGES.alreadyOnDevice;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return ceremony === 'create' ? PASSKEY_MESSAGES.createCancelled : PASSKEY_MESSAGES.signInCancelled;
  }
  if (isNetworkError(failure)) return PASSKEY_MESSAGES.connection;
  const fallback = ceremony === 'create' ? PASSKEY_MESSAGES.createFailed : PASSKEY_MESSAGES.signInFailed;
  return (httpStatus(failure) !== null && apiMessage(failure)) || fallback;
}

/** Whether this browser has WebAuthn at all (no library needed to ask). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** Whether the device verifies its person itself (fingerprint, face, screen lock): the offer needs one. */
export async function platformPasskeyAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
}

const OFFER_SEEN_KEY = 'passkey_offer_seen';

/** The offer after a code sign-in is made once per browser, whatever the answer. */
export const passkeyOffer = {
  seen: () => {
    try {
      return localStorage.getItem(OFFER_SEEN_KEY) !== null;
    } catch {
      return true;
    }
  },
  markSeen: () => {
    try {
      localStorage.setItem(OFFER_SEEN_KEY, '1');
    } catch {
      // Storage refused (private mode): the offer may come again, which is harmless.
    }
  },
};
