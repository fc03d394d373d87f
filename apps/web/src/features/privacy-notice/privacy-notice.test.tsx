import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_LAUNCH_ATTRIBUTE, webPaths } from '@game-assist/contracts/rules';
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

  it("does not cover a clinic's /verificar, even on a first launch", () => {
    renderRoutes([{ path: webPaths.verifyMemberCard, element: <PrivacyNotice /> }], {
      at: webPaths.verifyMemberCard,
      state: { firstLaunch: true },
    });
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
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

  it('is in the prerendered markup of a first launch, marked for the boot script, with no style attribute', () => {
    const markup = (firstLaunch: boolean) =>
      renderToString(
        <Provider store={createTestStore({ firstLaunch })}>
          <MemoryRouter>
            <PrivacyNotice />
          </MemoryRouter>
        </Provider>,
      );
    const html = markup(true);
    expect(html).toContain('Sua privacidade');
    // The notice and the room kept for it: both go before the first paint once it is answered.
    expect(html.match(new RegExp(`${FIRST_LAUNCH_ATTRIBUTE}=""`, 'g'))).toHaveLength(2);
    // The Content-Security-Policy would drop a style attribute parsed from markup (and report it).
    expect(html).not.toContain('style=');
    expect(markup(false)).toBe('');
  });

  it('hydrates its prerendered markup without a mismatch', async () => {
    const store = createTestStore({ firstLaunch: true });
    const tree = (router: ReturnType<typeof createMemoryRouter>) => (
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createMemoryRouter([{ path: '/', element: <PrivacyNotice /> }])));
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(createMemoryRouter([{ path: '/', element: <PrivacyNotice /> }])), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(within(container).getByRole('region', { name: 'Sua privacidade' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
