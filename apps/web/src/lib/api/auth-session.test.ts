import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from './auth-session';
import { tokenStorage } from '../session/token-storage';

const session = {
  access_token: 'new-access',
  refresh_token: 'new-refresh',
  user: { id: 'u1', email: 'a@b.com', firstName: 'A', lastName: 'B', nome: 'A B' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('refreshSession', () => {
  it('shares one refresh call between concurrent callers and stores the rotated tokens', async () => {
    tokenStorage.setTokens('old-access', 'old-refresh');
    let release: () => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(session), { status: 200 }));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const calls = Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    release();
    const results = await calls;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      refreshToken: 'old-refresh',
    });
    expect(results.every((result) => result?.access_token === 'new-access')).toBe(true);
    expect(tokenStorage.getAccessToken()).toBe('new-access');
    expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
  });

  it('clears the tokens and resolves null when the server refuses the refresh token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenStorage.setTokens('old-access', 'old-refresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    expect(await refreshSession()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Erro ao renovar token', 401);
  });

  it('keeps the stored tokens when a 200 answer is not a session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenStorage.setTokens('old-access', 'old-refresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>portal</html>', { status: 200 })),
    );
    await expect(refreshSession()).rejects.toThrow('not a session');
    expect(tokenStorage.getAccessToken()).toBe('old-access');
    expect(tokenStorage.getRefreshToken()).toBe('old-refresh');
  });

  it('resolves null without a call when no refresh token is stored', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await refreshSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
