import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { createTestStore } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { catalogueApi } from '#web/lib/api/catalogue.ts';
import { featuredUsersApi } from '#web/lib/api/featured-users.ts';
import { webPaths } from '@game-assist/contracts/rules';
import { prefetchCatalogue, prefetchDashboard, startReadsAt } from './start-reads';

afterEach(() => vi.unstubAllGlobals());

const CATALOGUE = { categories: [] };
const PEOPLE = { users: [{ id: 'u1', name: 'Ana', photo: '/ana.png' }] };
/** The dashboard's two reads answered; the calls sent. */
const stubDashboard = () =>
  stubApi({
    '/api/coberturas': { status: 200, body: CATALOGUE },
    '/api/users': { status: 200, body: PEOPLE },
  });

describe('prefetchDashboard', () => {
  it("starts the dashboard's reads and leaves their answers cached for the screen", async () => {
    tokenStorage.setTokens('access', 'refresh');
    const sent = stubDashboard();
    const store = createTestStore();
    await prefetchDashboard(store);
    expect(sent.map((call) => call.path).sort()).toEqual(['/api/coberturas', '/api/users']);
    // The screen, subscribing next, gets the answers without asking again.
    const catalogue = store.dispatch(catalogueApi.endpoints.getCatalogue.initiate());
    const people = store.dispatch(featuredUsersApi.endpoints.getUsers.initiate());
    expect((await catalogue).data).toEqual(CATALOGUE);
    expect((await people).data).toEqual(PEOPLE);
    expect(sent).toHaveLength(2);
    catalogue.unsubscribe();
    people.unsubscribe();
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    const sent = stubApi({});
    await prefetchDashboard(createTestStore());
    expect(sent).toEqual([]);
  });
});

describe('prefetchCatalogue', () => {
  it('asks for the catalogue without a session and leaves it cached for the dashboard', async () => {
    const sent = stubApi({ '/api/coberturas': { status: 200, body: CATALOGUE } });
    const store = createTestStore();
    await prefetchCatalogue(store);
    expect(sent.map((call) => call.path)).toEqual(['/api/coberturas']);
    const catalogue = store.dispatch(catalogueApi.endpoints.getCatalogue.initiate());
    expect((await catalogue).data).toEqual(CATALOGUE);
    expect(sent).toHaveLength(1);
    catalogue.unsubscribe();
  });
});

describe('startReadsAt', () => {
  it('starts the reads of the screen the app opens on, and none elsewhere or without a session', async () => {
    tokenStorage.setTokens('access', 'refresh');
    const sent = stubDashboard();
    await startReadsAt(webPaths.tabNavigator)(createTestStore());
    expect(sent.map((call) => call.path).sort()).toEqual(['/api/coberturas', '/api/users']);
    await startReadsAt(webPaths.signIn)(createTestStore());
    tokenStorage.clearTokens();
    await startReadsAt(webPaths.tabNavigator)(createTestStore());
    expect(sent).toHaveLength(2);
  });
});
