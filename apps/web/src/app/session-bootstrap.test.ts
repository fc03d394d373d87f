import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { setUser } from '#web/lib/session/user-slice.ts';
import { whenRestored } from './persist-gate';
import { bootstrapSession } from './session-bootstrap';
import { createStore } from './store';

const USER = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima', nome: 'Ana Lima' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubRefresh(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('bootstrapSession (on start)', () => {
  it('with a stored token refreshes the session and sets its user', async () => {
    tokenStorage.setTokens('old-access', 'old-refresh');
    const fetchMock = stubRefresh(async () =>
      Response.json({ access_token: 'new-access', refresh_token: 'new-refresh', user: USER }),
    );
    const { store, persistor } = createStore();
    expect(store.getState().session.status).toBe('unknown');
    await bootstrapSession(store, persistor);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().user.user).toEqual(USER);
    expect(store.getState().session.status).toBe('known');
    expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
  });

  it('signs out when the stored session is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenStorage.setTokens('old-access', 'revoked');
    stubRefresh(async () => new Response('{}', { status: 401 }));
    const { store, persistor } = createStore();
    await bootstrapSession(store, persistor);
    expect(store.getState().user).toEqual({ user: null, rememberMe: false });
    expect(store.getState().session.status).toBe('known');
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('without stored tokens knows at once there is no user, calling nothing', async () => {
    const fetchMock = stubRefresh(async () => new Response('{}'));
    const { store, persistor } = createStore();
    await bootstrapSession(store, persistor);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().user.user).toBeNull();
    expect(store.getState().session.status).toBe('known');
  });

  it('offline keeps the restored user, so the app opens signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenStorage.setTokens('old-access', 'old-refresh');
    stubRefresh(async () => Promise.reject(new TypeError('Failed to fetch')));
    const first = createStore();
    await whenRestored(first.persistor);
    first.store.dispatch(setUser(USER));
    await first.persistor.flush();

    const { store, persistor } = createStore();
    await bootstrapSession(store, persistor);
    expect(store.getState().user.user).toEqual(USER);
    expect(store.getState().session.status).toBe('known');
    expect(tokenStorage.getRefreshToken()).toBe('old-refresh');
  });

  it('opens a returning person at once from the restored user, and refreshes behind', async () => {
    tokenStorage.setTokens('old-access', 'old-refresh');
    const first = createStore();
    await whenRestored(first.persistor);
    first.store.dispatch(setUser(USER));
    await first.persistor.flush();

    let answer: (response: Response) => void = () => undefined;
    stubRefresh(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store, persistor } = createStore();
    const started = bootstrapSession(store, persistor);
    await whenRestored(persistor);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('known'));
    expect(store.getState().user.user).toEqual(USER);

    answer(Response.json({ access_token: 'new-access', refresh_token: 'new-refresh', user: USER }));
    await started;
    expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
  });

  it('signs a returning person out when the refresh behind is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenStorage.setTokens('old-access', 'revoked');
    const first = createStore();
    await whenRestored(first.persistor);
    first.store.dispatch(setUser(USER));
    await first.persistor.flush();

    stubRefresh(async () => new Response('{}', { status: 401 }));
    const { store, persistor } = createStore();
    await bootstrapSession(store, persistor);
    expect(store.getState().user.user).toBeNull();
    expect(store.getState().session.status).toBe('known');
  });
});
