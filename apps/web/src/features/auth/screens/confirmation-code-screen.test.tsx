import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, webPaths } from '@game-assist/contracts/rules';
import { subscriberApi } from '#web/lib/api/subscriber.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { typeCode } from '#web/test/code-entry.ts';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { accessTokenFor } from '#web/test/session.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { SESSION, stubApi, type Answer } from '#web/test/stub-api.ts';
import ConfirmationCodeScreen from './confirmation-code-screen';

afterEach(() => vi.unstubAllGlobals());

function renderCodeScreen(state: object | null = { email: 'ana@example.com', resendAfterSeconds: 0 }) {
  return renderRoutes(
    [
      { path: webPaths.confirmationCode, element: <ConfirmationCodeScreen /> },
      { path: webPaths.tabNavigator, element: <p>tab navigator</p> },
      { path: webPaths.subscribe, element: <p>subscribe</p> },
    ],
    { at: webPaths.confirmationCode, routerState: state },
  );
}

/** The dashboard's catalogue, asked for while a sign-in code is typed (public: no session needed). */
const CATALOGUE: Record<string, Answer> = { [`/api${apiPaths.catalogue}`]: { status: 200, body: { categories: [] } } };
const notCatalogue = (call: { path: string }) => call.path !== `/api${apiPaths.catalogue}`;

const resend = () => userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar código' }));

describe('Confirmation code', () => {
  it('asks for all six digits', async () => {
    const sent = stubApi(CATALOGUE);
    renderCodeScreen();
    await typeCode('123');
    expect(await screen.findByText('Preencha todos os campos corretamente.')).toBeInTheDocument();
    expect(sent.filter(notCatalogue)).toEqual([]);
  });

  it('without a known e-mail sends the person back to sign-in', async () => {
    stubApi({});
    renderCodeScreen(null);
    await typeCode('123456');
    expect(await screen.findByText('E-mail não encontrado. Retorne à tela de login.')).toBeInTheDocument();
  });

  it('uses the stored e-mail when the navigation carries none', async () => {
    tokenStorage.setUserEmail('ana@example.com');
    const sent = stubApi({
      ...CATALOGUE,
      '/api/auth/verify-otp': { status: 201, body: SESSION },
      '/api/users': { status: 200, body: { users: [] } },
    });
    renderCodeScreen(null);
    await typeCode('123456');
    expect(await screen.findByText('tab navigator')).toBeInTheDocument();
    // The dashboard's reads, started with the session, are in before the next test's stubs.
    await vi.waitFor(() => expect(sent.map((call) => call.path)).toContain('/api/users'));
    expect(sent.find((call) => call.path === '/api/auth/verify-otp')?.body).toEqual({
      identifier: 'ana@example.com',
      type: 'email',
      otp: '123456',
    });
  });

  it("on 201 stores both tokens and the user, drops the previous person's cached answers, starts the dashboard's reads, then opens the tab navigator", async () => {
    const sent = stubApi({
      ...CATALOGUE,
      '/api/assinante': { status: 200, body: SUBSCRIBER },
      '/api/auth/verify-otp': { status: 201, body: SESSION },
      '/api/users': { status: 200, body: { users: [] } },
    });
    const { store } = renderCodeScreen();
    // Someone else's profile, cached in this tab before.
    await store.dispatch(subscriberApi.endpoints.getSubscriber.initiate());
    expect(Object.keys(store.getState().api?.queries ?? {})).toContain('getSubscriber(undefined)');
    // The catalogue, asked for as the screen showed, has come.
    await vi.waitFor(() => expect(store.getState().api?.queries['getCatalogue(undefined)']?.status).toBe('fulfilled'));
    await typeCode('012345');
    expect(await screen.findByText('tab navigator')).toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBe('access');
    expect(tokenStorage.getRefreshToken()).toBe('refresh');
    expect(store.getState().user.user?.email).toBe('ana@example.com');
    expect(store.getState().verification.emailVerified).toBe(true);
    // The partners' read starts once its slice's code is in, which may come after the navigation.
    await vi.waitFor(() =>
      expect(Object.keys(store.getState().api?.queries ?? {}).sort()).toEqual([
        'getCatalogue(undefined)',
        'getUsers(undefined)',
      ]),
    );
    // The partners' list needs the session: asked for with the new access token, after the code.
    const { calls } = sent;
    const verified = calls.findIndex((call) => call.path === '/api/auth/verify-otp');
    const users = calls.findIndex((call) => call.path === '/api/users');
    expect(users).toBeGreaterThan(verified);
    expect(calls[users]?.headers.authorization).toBe('Bearer access');
    // The catalogue is the same for everyone: kept through the new session, not asked for again.
    expect(calls.filter(notCatalogue)).toHaveLength(calls.length - 1);
  });

  it("asks for the dashboard's catalogue while the sign-in code is typed, without a session", async () => {
    const sent = stubApi(CATALOGUE);
    renderCodeScreen();
    await vi.waitFor(() => expect(sent.map((call) => call.path)).toEqual([`/api${apiPaths.catalogue}`]));
    const { calls } = sent;
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('asks for no catalogue for a phone code', async () => {
    const sent = stubApi({});
    renderCodeScreen({ channel: 'phone', sentTo: '(11) *****-4321', resendAfterSeconds: 0 });
    expect(await screen.findByLabelText('Dígito 1 de 6')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it("a sign-up's code confirms the account, keeps the session it opened, and goes on to /Assinar (nothing is paid yet)", async () => {
    const sent = stubApi({ '/api/auth/verify-otp': { status: 201, body: SESSION } });
    const { store } = renderCodeScreen({ email: 'ana@example.com', purpose: 'sign-up', resendAfterSeconds: 0 });
    await typeCode('012345');
    expect(await screen.findByText('subscribe')).toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBe('access');
    expect(tokenStorage.getRefreshToken()).toBe('refresh');
    expect(store.getState().user.user?.email).toBe('ana@example.com');
    expect(sent.map((call) => call.path)).toEqual(['/api/auth/verify-otp']);
  });

  it("starts /Assinar's reads with a sign-up's new session, before its screen asks", async () => {
    const sent = stubApi({
      '/api/auth/verify-otp': { status: 201, body: { ...SESSION, access_token: accessTokenFor('u1') } },
    });
    renderCodeScreen({ email: 'ana@example.com', purpose: 'sign-up', resendAfterSeconds: 0 });
    await typeCode('012345');
    expect(await screen.findByText('subscribe')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(sent.map((call) => call.path).sort()).toEqual(
        [
          '/api/auth/verify-otp',
          `/api${apiPaths.subscriber}`,
          `/api${apiPaths.checkoutOffer}`,
          `/api${apiPaths.subscription}`,
          `/api${apiPaths.charges}`,
        ].sort(),
      ),
    );
  });

  it("asks again for a sign-up's confirmation code, not a sign-in code", async () => {
    const sent = stubApi({
      '/api/auth/request-otp': { status: 201, body: { message: 'ok', resendAfterSeconds: 60 } },
    });
    renderCodeScreen({ email: 'ana@example.com', purpose: 'sign-up', resendAfterSeconds: 0 });
    await resend();
    expect(await screen.findByText('Código OTP reenviado com sucesso!')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ identifier: 'ana@example.com', type: 'email', purpose: 'sign-up' });
  });

  it('leaves the e-mail unverified when the code is refused', async () => {
    stubApi({ '/api/auth/verify-otp': { status: 401, body: { message: 'Código inválido ou expirado.' } } });
    const { store } = renderCodeScreen();
    await typeCode('999999');
    expect(await screen.findByText('Código OTP incorreto.')).toBeInTheDocument();
    expect(store.getState().verification.emailVerified).toBe(false);
  });

  it('says the code is wrong on a refused code, once, without refreshing a stored session', async () => {
    tokenStorage.setTokens('old-access', 'old-refresh');
    const sent = stubApi({ ...CATALOGUE, '/api/auth/verify-otp': { status: 401, body: { message: 'no' } } });
    renderCodeScreen();
    await typeCode('999999');
    expect(await screen.findByText('Código OTP incorreto.')).toBeInTheDocument();
    // A second try of the person's code would be spent by a refresh-and-retry.
    expect(sent.filter(notCatalogue).map((call) => call.path)).toEqual(['/api/auth/verify-otp']);
  });

  it('says something unexpected happened when the verify call gets no answer', async () => {
    stubApi({ '/api/auth/verify-otp': 'offline' });
    renderCodeScreen();
    await typeCode('123456');
    expect(await screen.findByText('Erro inesperado ao verificar código OTP.')).toBeInTheDocument();
  });

  it.each<[string, Answer, string]>([
    ['succeeds', { status: 201, body: { message: 'ok', resendAfterSeconds: 60 } }, 'Código OTP reenviado com sucesso!'],
    ['is refused', { status: 500, body: { message: 'down' } }, 'Erro ao reenviar código OTP.'],
    ['gets no answer', 'offline', 'Erro inesperado ao reenviar código OTP.'],
  ])('tells the person when a resend %s', async (_case, answer, message) => {
    stubApi({ '/api/auth/request-otp': answer });
    renderCodeScreen();
    await resend();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('counts down the wait the server gave before another resend', async () => {
    stubApi({});
    renderCodeScreen({ email: 'ana@example.com', resendAfterSeconds: 75 });
    expect(screen.getByRole('button', { name: 'Reenviar código em 1:15' })).toBeDisabled();
  });

  it('come from a refused request, asks for the last code mailed and still counts down the wait', async () => {
    stubApi(CATALOGUE);
    renderCodeScreen({ email: 'ana@example.com', resendAfterSeconds: 42, codeAlreadySent: true });
    expect(screen.getByText(/Digite o último código de 6 dígitos que enviamos para/)).toHaveTextContent(
      'Digite o último código de 6 dígitos que enviamos para ana@example.com. Ele vale por 10 minutos.',
    );
    expect(screen.queryByText(/^Enviamos um código/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reenviar código em 0:42' })).toBeDisabled();
  });
});
