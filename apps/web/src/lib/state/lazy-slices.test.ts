import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazily injected API layer', () => {
  it('mounts its state and middleware into a store made before it loaded', async () => {
    vi.resetModules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createTestStore } = await import('#web/test/render.tsx');
    const store = createTestStore();
    expect(store.getState()).not.toHaveProperty('api');

    const { baseApi } = await import('../api/base-api');
    // The state exists at once, before any screen selects it.
    expect(store.getState().api?.config.reducerPath).toBe('api');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } })),
    );
    const probe = baseApi.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<{ ok: boolean }, void>({ query: () => '/probe' }) }),
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    // RTK Query's middleware ran (it complains when it is missing) and its cache holds the answer.
    expect(store.getState().api?.config.middlewareRegistered).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
