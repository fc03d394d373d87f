import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@game-assist/contracts/rules';
import { authCalls } from '#web/lib/api/auth.ts';
import { baseApi } from '#web/lib/api/base-api.ts';
import { createTestStore } from '#web/test/render.tsx';
import { SESSION, stubApi } from '#web/test/stub-api.ts';
import { tokenStorage } from './token-storage';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: async () => false,
  startAuthentication: async () => ({
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key',
    response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln' },
    clientExtensionResults: {},
  }),
}));

/** A screen still open over the sign-in (the staff gate's /operador/eu): asks again once the answers go. */
const gateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ whoAmI: build.query<{ ok: boolean }, void>({ query: () => '/gate' }) }),
});

const NEW_SESSION = { ...SESSION, access_token: 'new-access', refresh_token: 'new-refresh' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signIns = {
  'a code': (store: ReturnType<typeof createTestStore>) =>
    authCalls.verifyOtp(store.dispatch, { identifier: 'ana@example.com', type: 'email', otp: '123456' }),
  'a passkey': (store: ReturnType<typeof createTestStore>) =>
    authCalls.passkeySignIn(store.dispatch, { autofill: false }),
};

describe('startSession, the one way a sign-in keeps its session', () => {
  it.each(Object.keys(signIns) as (keyof typeof signIns)[])(
    'by %s: the new tokens are kept before the open screen asks again',
    async (way) => {
      vi.stubGlobal('PublicKeyCredential', class {});
      tokenStorage.setTokens('old-access', 'old-refresh');
      const sent = stubApi({
        '/api/gate': { status: 200, body: { ok: true } },
        [`/api${apiPaths.verifyOtp}`]: { status: 201, body: NEW_SESSION },
        [`/api${apiPaths.passkeyLoginOptions}`]: { status: 200, body: { challenge: 'Y2hhbA' } },
        [`/api${apiPaths.passkeyLogin}`]: { status: 200, body: NEW_SESSION },
      });
      const store = createTestStore();
      const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
      const gate = renderHook(() => gateApi.useWhoAmIQuery(), { wrapper });
      await waitFor(() => expect(gate.result.current.isSuccess).toBe(true));
      // The token stored when the gate's answer is forgotten: what its asking again would carry.
      const tokenWhenForgotten: (string | null)[] = [];
      const cached = () => Object.values(store.getState().api?.queries ?? {}).some((query) => query?.data);
      store.subscribe(() => {
        if (!cached() && tokenWhenForgotten.length === 0) tokenWhenForgotten.push(tokenStorage.getAccessToken());
      });

      await signIns[way](store);

      expect(tokenWhenForgotten).toEqual(['new-access']);
      const gateCalls = () => sent.calls.filter((call) => call.path === '/api/gate');
      await waitFor(() => expect(gateCalls()).toHaveLength(2));
      expect(gateCalls()[1]?.headers.authorization).toBe('Bearer new-access');
      expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
      expect(tokenStorage.getUserEmail()).toBe('ana@example.com');
      expect(store.getState().user.user?.email).toBe('ana@example.com');
      gate.unmount();
    },
  );
});
