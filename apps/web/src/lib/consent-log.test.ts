import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '#web/test/render.tsx';
import { SESSION, stubApi } from '#web/test/stub-api.ts';
import { logLocationConsent } from './consent-log';
import { setGeolocationConsent } from './state/consent-slice';
import { setUser } from './session/user-slice';

afterEach(() => vi.unstubAllGlobals());

const logged = (granted: boolean) => ({
  status: 201,
  body: { purpose: 'geolocalizacao', granted, at: '2026-11-27T12:00:00.000Z' },
});
const signedIn = { user: SESSION.user, rememberMe: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the location answer in the server's consent log", () => {
  it('is written as soon as a signed-in person answers', async () => {
    const sent = stubApi({ '/api/consentimentos': logged(true) });
    const store = createTestStore({ user: signedIn, firstLaunch: false });
    await logLocationConsent(store, Promise.resolve());
    expect(sent).toEqual([]);
    store.dispatch(setGeolocationConsent(true));
    await waitFor(() => expect(store.getState().consent.geolocationUnlogged).toBe(false));
    expect(sent).toEqual([{ path: '/api/consentimentos', body: { purpose: 'geolocalizacao', granted: true } }]);
  });

  it('given signed out (the first-launch notice), is kept and written at the next sign-in', async () => {
    const sent = stubApi({ '/api/consentimentos': logged(false) });
    const store = createTestStore();
    await logLocationConsent(store, Promise.resolve());
    store.dispatch(setGeolocationConsent(false));
    await settle();
    expect(sent).toEqual([]);
    expect(store.getState().consent).toEqual({ geolocation: false, geolocationUnlogged: true });
    store.dispatch(setUser(SESSION.user));
    await waitFor(() => expect(store.getState().consent.geolocationUnlogged).toBe(false));
    expect(sent).toEqual([{ path: '/api/consentimentos', body: { purpose: 'geolocalizacao', granted: false } }]);
  });

  it('after a failed write waits before trying again, but sends a new answer at once', async () => {
    const sent = stubApi({ '/api/consentimentos': [{ status: 503 }, logged(false)] });
    const store = createTestStore({ user: signedIn, firstLaunch: false });
    await logLocationConsent(store, Promise.resolve());
    store.dispatch(setGeolocationConsent(true));
    await waitFor(() => expect(sent).toHaveLength(1));
    await settle();
    store.dispatch(setUser(SESSION.user));
    await settle();
    expect(sent).toHaveLength(1);
    expect(store.getState().consent.geolocationUnlogged).toBe(true);
    store.dispatch(setGeolocationConsent(false));
    await waitFor(() => expect(store.getState().consent.geolocationUnlogged).toBe(false));
    expect(sent.map((call) => call.body)).toEqual([
      { purpose: 'geolocalizacao', granted: true },
      { purpose: 'geolocalizacao', granted: false },
    ]);
  });

  it('writes an answer kept before answers were marked, once', async () => {
    const sent = stubApi({ '/api/consentimentos': logged(true) });
    const store = createTestStore({ user: signedIn, firstLaunch: false, consent: { geolocation: true } });
    await logLocationConsent(store, Promise.resolve());
    await waitFor(() => expect(store.getState().consent.geolocationUnlogged).toBe(false));
    store.dispatch(setUser(SESSION.user));
    await settle();
    expect(sent).toEqual([{ path: '/api/consentimentos', body: { purpose: 'geolocalizacao', granted: true } }]);
  });
});
