import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import SignInScreen from './sign-in-screen';

afterEach(() => vi.unstubAllGlobals());

function renderSignIn() {
  return renderRoutes(
    [
      { path: webPaths.signIn, element: <SignInScreen /> },
      { path: webPaths.confirmationCode, element: <p>code screen</p> },
    ],
    { at: webPaths.signIn },
  );
}

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('Sign-in (Bem vindo de volta!)', () => {
  it('asks for the e-mail when the field is blank', async () => {
    const sent = stubApi({});
    renderSignIn();
    await submit('   ');
    expect(await screen.findByText('Preencha o campo de e-mail!')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('on 201 stores the e-mail and opens the code screen', async () => {
    const sent = stubApi({ '/api/auth/request-otp': { status: 201, body: { message: 'ok', resendAfterSeconds: 60 } } });
    const { router } = renderSignIn();
    await submit('ana@example.com');
    expect(await screen.findByText('code screen')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/auth/request-otp', body: { identifier: 'ana@example.com', type: 'email' } }]);
    expect(tokenStorage.getUserEmail()).toBe('ana@example.com');
    expect(router.state.location.state).toEqual({ email: 'ana@example.com', resendAfterSeconds: 60 });
  });

  it('shows the status of a refused request and keeps what was typed', async () => {
    stubApi({ '/api/auth/request-otp': { status: 429, body: { message: 'wait' }, headers: { 'Retry-After': '42' } } });
    renderSignIn();
    await submit('ana@example.com');
    expect(await screen.findByText('Erro ao solicitar código OTP: 429')).toBeInTheDocument();
    expect(screen.getByText('Aguarde 42 s para pedir um novo código.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });

  it('after a refusal, offers the code screen for the code already mailed, with the wait as its countdown', async () => {
    stubApi({
      '/api/auth/request-otp': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'wait', reason: 'code-already-sent' },
        headers: { 'Retry-After': '42' },
      },
    });
    const { router } = renderSignIn();
    await submit('ana@example.com');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Já tenho um código' }));
    expect(await screen.findByText('code screen')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      email: 'ana@example.com',
      resendAfterSeconds: 42,
      codeAlreadySent: true,
    });
    expect(tokenStorage.getUserEmail()).toBe('ana@example.com');
  });

  it('offers no code screen when refused with no code waiting to be typed (the address limit, the hour limit)', async () => {
    stubApi({
      '/api/auth/request-otp': {
        status: 429,
        body: { message: 'Muitas requisições' },
        headers: { 'Retry-After': '42' },
      },
    });
    renderSignIn();
    await submit('ana@example.com');
    expect(await screen.findByText('Erro ao solicitar código OTP: 429')).toBeInTheDocument();
    expect(screen.getByText('Aguarde 42 s para pedir um novo código.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Já tenho um código' })).toBeNull();
  });

  it('offers no code screen when the request failed otherwise', async () => {
    stubApi({ '/api/auth/request-otp': { status: 400, body: { message: 'bad' } } });
    renderSignIn();
    await submit('ana@example.com');
    expect(await screen.findByText('Erro ao solicitar código OTP: 400')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Já tenho um código' })).toBeNull();
  });

  it('says the server could not be reached when no answer came back', async () => {
    stubApi({ '/api/auth/request-otp': 'offline' });
    renderSignIn();
    await submit('ana@example.com');
    expect(await screen.findByText('Erro de conexão com o servidor')).toBeInTheDocument();
  });
});
