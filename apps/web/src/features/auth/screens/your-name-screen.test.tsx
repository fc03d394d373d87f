import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import YourNameScreen from './your-name-screen';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: webPaths.yourName, element: <YourNameScreen /> },
  { path: webPaths.memberCard, element: <h1>Carteirinha</h1> },
  { path: webPaths.tabNavigator, element: <h1>Início</h1> },
];
/** The owner who took the account from a stranger's sign-up: no name yet. */
const unnamed = { id: '1', email: 'dona@exemplo.com.br', firstName: '', lastName: '', nome: '' };
const signedIn = (user = unnamed) => ({ session: { status: 'known' as const }, user: { user, rememberMe: false } });

describe('first use of an account nobody has named (/SeuNome)', () => {
  it('saves the name, and goes on to where the guard found the person going', async () => {
    const sent = stubApi({ '/api/assinante': { status: 200, body: { ...SUBSCRIBER, nome: 'Vitória Real Campos' } } });
    const { store } = renderRoutes(routes, {
      at: webPaths.yourName,
      state: signedIn(),
      routerState: { from: webPaths.memberCard },
    });
    expect(await screen.findByRole('heading', { name: 'Como podemos chamar você?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Informe o seu nome.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nome completo'), '  Vitória Real Campos ');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Carteirinha' })).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/assinante', body: { nome: 'Vitória Real Campos' } }]);
    expect(store.getState().user.user).toMatchObject({
      nome: 'Vitória Real Campos',
      firstName: 'Vitória',
      lastName: 'Real Campos',
    });
  }, 15_000);

  it('keeps what was typed and says so when the save fails', async () => {
    stubApi({ '/api/assinante': 'offline' });
    renderRoutes(routes, { at: webPaths.yourName, state: signedIn() });
    await userEvent.type(await screen.findByLabelText('Nome completo'), 'Vitória');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Sem conexão com o servidor/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Vitória');
  });
});
