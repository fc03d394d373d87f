import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BIRTH_DATE_IN_FUTURE_MESSAGE,
  BIRTH_DATE_TOO_EARLY_MESSAGE,
  DATE_FORMAT_MESSAGE,
  webPaths,
} from '@game-assist/contracts/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { stubApi } from '#web/test/stub-api.ts';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestStore } from '#web/test/render.tsx';
import EditPersonalInfoScreen from './edit-personal-info-screen';
import ProfileScreen from './profile-screen';
import { shownToasts } from '#web/components/ui/toast-store.ts';

afterEach(() => vi.unstubAllGlobals());

/** Profile and Edit personal info in a memory router, after `history`; other paths print their own name. */
function renderAt(at: string, history: string[] = [], store = createTestStore()) {
  const router = createMemoryRouter(
    [
      { path: webPaths.profile, element: <ProfileScreen /> },
      { path: webPaths.editPersonalInfo, element: <EditPersonalInfoScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [...history, at], initialIndex: history.length },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

describe('Profile', () => {
  it("'Sair' leaves nothing of the person: tokens, their e-mail and the verification flags", async () => {
    const sent = stubApi({ '/api/assinante': { status: 200, body: SUBSCRIBER }, '/api/logout': { status: 200 } });
    localStorage.setItem('jwt_token', 'access');
    localStorage.setItem('refresh_token', 'refresh');
    localStorage.setItem('user_email', 'maria@example.com');
    const store = createTestStore({ verification: { phoneVerified: true, emailVerified: true } });
    const { router } = renderAt(webPaths.profile, [], store);
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signIn));
    expect(sent.find((call) => call.path === '/api/logout')?.body).toEqual({ refreshToken: 'refresh' });
    for (const key of ['jwt_token', 'refresh_token', 'user_email']) expect(localStorage.getItem(key), key).toBeNull();
    expect(store.getState().verification).toEqual({ phoneVerified: false, emailVerified: false });
    expect(store.getState().user.user).toBeNull();
  });

  it("after a failed fetch shows the retryable message; 'Tentar novamente' loads the profile", async () => {
    const sent = stubApi({
      '/api/assinante': [
        { status: 500, body: { message: 'boom' } },
        { status: 200, body: SUBSCRIBER },
      ],
    });
    renderAt(webPaths.profile);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Não foi possível carregar seu perfil.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maria Lima')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.filter((call) => call.path === '/api/assinante')).toHaveLength(2);
  });

  it('leads a titular to the plan, its dependants and charges; a dependant sees whose plan it is instead', async () => {
    const titularLinks = ['Meu plano', 'Dependentes', 'Minhas cobranças'];
    stubApi({ '/api/assinante': { status: 200, body: SUBSCRIBER } });
    renderAt(webPaths.profile);
    const account = await screen.findByRole('navigation', { name: 'Conta' });
    await screen.findByText('Maria Lima');
    for (const name of titularLinks) expect(within(account).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByText(/^Plano de /)).toBeNull();
    cleanup();

    vi.unstubAllGlobals();
    stubApi({ '/api/assinante': { status: 200, body: { ...SUBSCRIBER, titular: { nome: 'Ana Souza' } } } });
    renderAt(webPaths.profile);
    expect(await screen.findByText('Plano de Ana Souza')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Conta' });
    for (const name of titularLinks) expect(within(nav).queryByRole('link', { name })).toBeNull();
    // What is the dependant's own stays.
    for (const name of ['Informações pessoais', 'Meus atendimentos', 'Meus dados'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });

  it("offers 'Verificar telefone' while the phone is unproven, and says it is verified once it is", async () => {
    stubApi({ '/api/assinante': { status: 200, body: SUBSCRIBER } });
    renderAt(webPaths.profile);
    await userEvent.click(await screen.findByRole('link', { name: 'Verificar telefone' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();

    vi.unstubAllGlobals();
    stubApi({ '/api/assinante': { status: 200, body: { ...SUBSCRIBER, telefoneVerificado: true } } });
    renderAt(webPaths.profile);
    expect(await screen.findByText('Telefone verificado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verificar telefone' })).toBeNull();
  });
});

describe('Edit personal info', () => {
  it('says it is loading until the record arrives, then fills the fields', async () => {
    stubApi({ '/api/assinante': { status: 200, body: SUBSCRIBER } });
    renderAt(webPaths.editPersonalInfo);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus dados…');
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria Lima');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('17/05/1990');
  });

  it("after a failed fetch, 'Tentar novamente' loads the form", async () => {
    stubApi({ '/api/assinante': ['offline', { status: 200, body: SUBSCRIBER }] });
    renderAt(webPaths.editPersonalInfo);
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria Lima');
  });

  it("puts the API's per-field messages under their fields and keeps what was typed", async () => {
    const sent = stubApi({
      '/api/assinante': [
        { status: 200, body: SUBSCRIBER },
        {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid body',
            fieldErrors: {
              endereco: ['No máximo 50 caracteres.'],
              telefone: ['Telefone inválido.', 'outro'],
              nascimento: [DATE_FORMAT_MESSAGE],
            },
          },
        },
      ],
    });
    const { router } = renderAt(webPaths.editPersonalInfo, [webPaths.profile]);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Endereço'));
    await user.type(screen.getByLabelText('Endereço'), 'Avenida Paulista, 1000');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('No máximo 50 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço')).toHaveAccessibleDescription('No máximo 50 caracteres.');
    expect(screen.getByLabelText('Endereço')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Telefone')).toHaveAccessibleDescription('Telefone inválido.');
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription('Use o formato DD/MM/AAAA.');
    expect(screen.getByText('Não foi possível salvar. Confira os campos destacados.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista, 1000');
    expect(screen.getByLabelText('Telefone')).toHaveValue('123');
    expect(router.state.location.pathname).toBe(webPaths.editPersonalInfo);
    expect(sent.at(-1)).toEqual({
      path: '/api/assinante',
      body: { nome: 'Maria Lima', telefone: '123', nascimento: '1990-05-17', endereco: 'Avenida Paulista, 1000' },
    });
  });

  it('says why a birth date cannot be one, by the same rule as the API, before sending it', async () => {
    const sent = stubApi({ '/api/assinante': { status: 200, body: SUBSCRIBER } });
    renderAt(webPaths.editPersonalInfo, [webPaths.profile]);
    const user = userEvent.setup();
    const date = await screen.findByLabelText('Data de nascimento');
    for (const [typed, message] of [
      ['01/01/2999', BIRTH_DATE_IN_FUTURE_MESSAGE],
      ['31/12/1899', BIRTH_DATE_TOO_EARLY_MESSAGE],
      ['31/02/1990', 'Use o formato DD/MM/AAAA.'],
    ] as const) {
      await user.clear(date);
      await user.type(date, typed);
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(date).toHaveAccessibleDescription(message);
      expect(date).toHaveValue(typed);
    }
    expect(sent.filter((call) => call.body !== null)).toEqual([]);
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    stubApi({ '/api/assinante': [{ status: 200, body: SUBSCRIBER }, 'offline'] });
    renderAt(webPaths.editPersonalInfo, [webPaths.profile]);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Maria Editada');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Sem conexão com o servidor. Seus dados não foram salvos; tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria Editada');
  });

  it("'Salvar' goes back to the page before", async () => {
    stubApi({
      '/api/assinante': [
        { status: 200, body: SUBSCRIBER },
        { status: 200, body: { ...SUBSCRIBER, nome: 'Nova' } },
      ],
    });
    const { router } = renderAt(webPaths.editPersonalInfo, [webPaths.tabNavigator, webPaths.profile]);
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(webPaths.profile));
    expect(router.state.historyAction).toBe('POP');
    expect(shownToasts().map((toast) => toast.text)).toContain('Informações pessoais salvas.');
  });

  it("'Salvar' lands on /Profile when the screen was opened directly", async () => {
    stubApi({
      '/api/assinante': [
        { status: 200, body: SUBSCRIBER },
        { status: 200, body: SUBSCRIBER },
      ],
    });
    const { router } = renderAt(webPaths.editPersonalInfo);
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(webPaths.profile));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
