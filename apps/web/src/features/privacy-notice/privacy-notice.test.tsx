import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@game-assist/contracts';
import { createTestStore, renderRoutes } from '#web/test/render.tsx';
import { PrivacyNotice } from './privacy-notice';

function renderNotice(firstLaunch = true) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <button type="button">Começar</button>
            <PrivacyNotice />
          </>
        ),
      },
      { path: webPaths.privacyPolicy, element: <PrivacyNotice /> },
    ],
    { at: '/', state: { firstLaunch } },
  );
}
const notice = () => screen.getByRole('region', { name: 'Sua privacidade' });

describe('first-launch privacy notice', () => {
  it('shows on the first launch: a labelled region, not a modal, in Portuguese, linking the policy', () => {
    renderNotice();
    const region = notice();
    expect(region).not.toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region).toHaveTextContent(/Guardamos neste aparelho só o necessário/);
    expect(region).toHaveTextContent(/localização aproximada/);
    expect(within(region).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      webPaths.privacyPolicy,
    );
    expect(within(region).getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Agora não' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Fechar aviso de privacidade' })).toBeInTheDocument();
    // The page under it still answers.
    expect(screen.getByRole('button', { name: 'Começar' })).not.toHaveAttribute('inert');
  });

  it('does not show once the first launch is over', () => {
    renderNotice(false);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });

  it('accepting sets firstLaunch false and the consent true', async () => {
    const { store } = renderNotice();
    expect(store.getState().consent.geolocation).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(store.getState().firstLaunch).toBe(false);
    expect(store.getState().consent.geolocation).toBe(true);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });

  it.each(['Agora não', 'Fechar aviso de privacidade'])(
    '%s sets firstLaunch false and the consent false',
    async (name) => {
      const { store } = renderNotice();
      await userEvent.click(screen.getByRole('button', { name }));
      expect(store.getState().firstLaunch).toBe(false);
      expect(store.getState().consent.geolocation).toBe(false);
      expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    },
  );

  it('is usable from the keyboard: its controls take focus in order, and Escape closes it without consent', async () => {
    const { store } = renderNotice();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Começar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar aviso de privacidade' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aceitar' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Aceitar' }), { key: 'Escape' });
    expect(store.getState().firstLaunch).toBe(false);
    expect(store.getState().consent.geolocation).toBe(false);
  });

  it('following the policy link keeps the question open until it is answered', async () => {
    const { router, store } = renderNotice();
    await userEvent.click(screen.getByRole('link', { name: 'Política de privacidade' }));
    expect(router.state.location.pathname).toBe(webPaths.privacyPolicy);
    expect(notice()).toBeInTheDocument();
    expect(store.getState().firstLaunch).toBe(true);
  });

  it('is not in the prerendered markup, and appears once the app has hydrated', () => {
    const store = createTestStore({ firstLaunch: true });
    const html = renderToString(
      <Provider store={store}>
        <MemoryRouter>
          <PrivacyNotice />
        </MemoryRouter>
      </Provider>,
    );
    expect(html).not.toContain('Sua privacidade');

    const router = createMemoryRouter([{ path: '/', element: <PrivacyNotice /> }]);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(notice()).toBeInTheDocument();
  });
});
