import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '#web/test/render.tsx';
import { tokenStorage } from '../session/token-storage';
import { baseApi } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, number>({ query: (n) => `/probe/${n}` }),
  }),
});

const session = {
  access_token: 'fresh-access',
  refresh_token: 'fresh-refresh',
  user: { id: 'u1', email: 'a@b.com', firstName: 'A', lastName: 'B', nome: 'A B' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('baseQueryWithReauth', () => {
  it('attaches the bearer token, and on 401s refreshes ONCE for all concurrent requests, then retries', async () => {
    tokenStorage.setTokens('stale-access', 'old-refresh');
    const seen: { url: string; auth: string | null }[] = [];
    let refreshCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const url = new URL(request.url, 'http://localhost').pathname;
        if (url === '/api/refresh-token') {
          refreshCalls += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return json(session);
        }
        const auth = request.headers.get('Authorization');
        seen.push({ url, auth });
        return auth === 'Bearer fresh-access' ? json({ ok: true }) : json({ message: 'expired' }, 401);
      }),
    );
    const store = createTestStore();
    const results = await Promise.all([1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));
    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
    expect(seen.filter((call) => call.auth === 'Bearer stale-access')).toHaveLength(3);
    expect(store.getState().user.user?.email).toBe('a@b.com');
    expect(tokenStorage.getRefreshToken()).toBe('fresh-refresh');
  });

  it('signs out when the refresh token is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenStorage.setTokens('stale-access', 'revoked-refresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'no' }, 401)),
    );
    const store = createTestStore({
      user: { user: { id: 'u1', email: 'a@b.com', firstName: 'A', lastName: 'B', nome: 'A B' }, rememberMe: true },
    });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(9));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().user).toEqual({ user: null, rememberMe: false });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });
});
