import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '@game-assist/contracts/schemas';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { stubApi } from '#web/test/stub-api.ts';
import { createTestStore } from '#web/test/render.tsx';
import { subscriberApi } from './subscriber';

type TestStore = ReturnType<typeof createTestStore>;

/** The subscriber record in the cache the screens read (the api slice mounts itself lazily). */
const cachedName = (store: TestStore) =>
  (store.getState().api?.queries['getSubscriber(undefined)']?.data as Subscriber | undefined)?.nome;

/** Lets every pending promise job and timer callback of this turn run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('updateSubscriber', () => {
  it('puts the saved record in the cache the profile reads', async () => {
    stubApi({
      '/api/assinante': [
        { status: 200, body: SUBSCRIBER },
        { status: 200, body: { ...SUBSCRIBER, nome: 'Maria Editada' } },
      ],
    });
    const store = createTestStore();
    await store.dispatch(subscriberApi.endpoints.getSubscriber.initiate());
    await store.dispatch(subscriberApi.endpoints.updateSubscriber.initiate({ nome: 'Maria Editada' }));
    await settle();
    expect(cachedName(store)).toBe('Maria Editada');
  });

  it.each([
    ['a 400', { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'x' } }],
    ['no connection', 'offline' as const],
  ])('a failed save (%s) rejects nothing unhandled and leaves the cached record alone', async (_what, failure) => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      stubApi({ '/api/assinante': [{ status: 200, body: SUBSCRIBER }, failure] });
      const store = createTestStore();
      await store.dispatch(subscriberApi.endpoints.getSubscriber.initiate());
      const result = await store.dispatch(subscriberApi.endpoints.updateSubscriber.initiate({ nome: 'Outra' }));
      expect(result.error).toBeDefined();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
      expect(cachedName(store)).toBe('Maria Lima');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
