import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { renderWithStore } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import TabNavigator from './tab-navigator';

// The dashboard's code never arrives: what the tab navigator asks for, it asks on its own.
vi.mock('./tab-screens', () => ({
  tabScreens: { Dashboard: () => new Promise(() => undefined), Loans: () => new Promise(() => undefined) },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clearTokens();
});

describe('TabNavigator', () => {
  it("starts the dashboard's reads while the dashboard's code is still on the way", async () => {
    tokenStorage.setTokens('access', 'refresh');
    const sent = stubApi({
      '/api/coberturas': { status: 200, body: { categories: [] } },
      '/api/users': { status: 200, body: { users: [] } },
      '/api/notificacoes': { status: 200, body: { notificacoes: [] } },
    });
    await act(async () => {
      renderWithStore(
        <MemoryRouter>
          <TabNavigator />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' })).toBeEmptyDOMElement();
    await waitFor(
      () => expect(sent.map((call) => call.path)).toEqual(expect.arrayContaining(['/api/coberturas', '/api/users'])),
      { timeout: 5_000 },
    );
  });

  it('leaves them alone on another tab', async () => {
    tokenStorage.setTokens('access', 'refresh');
    const sent = stubApi({ '/api/notificacoes': { status: 200, body: { notificacoes: [] } } });
    await act(async () => {
      renderWithStore(
        <MemoryRouter>
          <TabNavigator />
        </MemoryRouter>,
        { tab: { screen: 'Loans' } },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.map((call) => call.path)).not.toContain('/api/coberturas');
  });
});
