import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLocationConsent, recordLocation } from './geolocation';
import { consentSlice, setGeolocationConsent } from './state/consent-slice';

const storeWith = (geolocation: boolean) =>
  configureStore({ reducer: { consent: consentSlice.reducer }, preloadedState: { consent: { geolocation } } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('IP-geolocation lookup', () => {
  it('is not made without consent, and a location kept from before is forgotten', async () => {
    localStorage.setItem('location', '{"city":"Recife"}');
    const lookup = vi.fn(() => Promise.resolve());
    await followLocationConsent(storeWith(false), Promise.resolve(), lookup);
    expect(lookup).not.toHaveBeenCalled();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('waits for the restored state, runs once with the restored consent', async () => {
    const store = storeWith(true);
    const lookup = vi.fn(() => Promise.resolve());
    let restore = () => {};
    const following = followLocationConsent(store, new Promise<void>((resolve) => (restore = resolve)), lookup);
    await settle();
    expect(lookup).not.toHaveBeenCalled();
    restore();
    await following;
    store.dispatch(setGeolocationConsent(true));
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('runs as soon as the person accepts', async () => {
    const store = storeWith(false);
    const lookup = vi.fn(() => Promise.resolve());
    await followLocationConsent(store, Promise.resolve(), lookup);
    store.dispatch(setGeolocationConsent(true));
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('records the response under the location key, and sends nothing without a configured URL', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"city":"Recife"}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    await recordLocation('');
    expect(fetch).not.toHaveBeenCalled();
    await recordLocation('https://geo.example/json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('location')).toBe('{"city":"Recife"}');
  });
});
