import { describe, expect, it } from 'vitest';
import { PERSISTED_STATE_KEY } from '@game-assist/contracts/rules';
import { setScreen } from '#web/lib/state/tab-slice.ts';
import { setUser } from '#web/lib/session/user-slice.ts';
import { setGeolocationConsent } from '#web/lib/state/consent-slice.ts';
import { setFirstLaunch } from '#web/lib/state/first-launch-slice.ts';
import { persistConfig, createStore } from './store';

const whenRestored = (persistor: ReturnType<typeof createStore>['persistor']) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });

describe('store persistence', () => {
  it('uses the spec configuration', () => {
    expect(persistConfig.key).toBe('root');
    // The prerendered pages' boot script reads the first launch's answer under this key.
    expect(`persist:${persistConfig.key}`).toBe(PERSISTED_STATE_KEY);
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual([
      'tab',
      'user',
      'cart',
      'wishlist',
      'promocode',
      'firstLaunch',
      'verification',
      // Added to the spec's list: the answer to the first-launch privacy notice.
      'consent',
    ]);
  });

  it('restores whitelisted slices and forgets the rest', async () => {
    const first = createStore();
    await whenRestored(first.persistor);
    first.store.dispatch(setScreen('Loans'));
    first.store.dispatch(setUser({ id: '1', email: 'a@b.com', firstName: 'A', lastName: 'B', nome: 'A B' }));
    await first.persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    expect(Object.keys(saved)).not.toContain('session');
    expect(Object.keys(saved)).not.toContain('api');

    const second = createStore();
    expect(second.persistor.getState().bootstrapped).toBe(false);
    await whenRestored(second.persistor);
    expect(second.store.getState().tab.screen).toBe('Loans');
    expect(second.store.getState().user.user?.email).toBe('a@b.com');
    expect(second.store.getState().session.status).toBe('unknown');
  });

  it('remembers the answer to the first-launch privacy notice', async () => {
    localStorage.clear();
    const first = createStore();
    await whenRestored(first.persistor);
    expect(first.store.getState().firstLaunch).toBe(true);
    expect(first.store.getState().consent.geolocation).toBe(false);
    first.store.dispatch(setGeolocationConsent(true));
    first.store.dispatch(setFirstLaunch(false));
    await first.persistor.flush();

    const second = createStore();
    await whenRestored(second.persistor);
    expect(second.store.getState().firstLaunch).toBe(false);
    expect(second.store.getState().consent.geolocation).toBe(true);
  });
});
