import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../test/render';
import { subscriberApi } from '../api/subscriber-api';
import { startSession } from './start-session';
import { tokenStorage } from './token-storage';

const SUBSCRIBER_A = { nome: 'Ana Lima', telefone: '', email: 'ana@example.com', nascimento: null, endereco: '' };

afterEach(() => vi.unstubAllGlobals());

describe('startSession', () => {
  it('stores the tokens and the user, and drops answers cached for the previous person', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(SUBSCRIBER_A)),
    );
    const store = createTestStore();
    const cached = await store.dispatch(subscriberApi.endpoints.getSubscriber.initiate());
    expect(cached.data).toEqual(SUBSCRIBER_A);
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);

    startSession(store.dispatch, {
      access_token: 'access-b',
      refresh_token: 'refresh-b',
      user: { id: 'b', email: 'bruno@example.com', firstName: 'Bruno', lastName: 'Reis', nome: 'Bruno Reis' },
    });

    expect(store.getState().api?.queries).toEqual({});
    expect(store.getState().user.user?.email).toBe('bruno@example.com');
    expect(tokenStorage.getAccessToken()).toBe('access-b');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-b');
  });
});
