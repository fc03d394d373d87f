import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_MESSAGE, PASSWORDS_DIFFER_MESSAGE, webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import ForgotPasswordScreen from './forgot-password-screen';
import NewPasswordScreen from './new-password-screen';

afterEach(() => vi.unstubAllGlobals());

function renderReset(at: (typeof webPaths)['forgotPassword' | 'newPassword'], state: object | null = null) {
  return renderRoutes(
    [
      { path: webPaths.forgotPassword, element: <ForgotPasswordScreen /> },
      { path: webPaths.newPassword, element: <NewPasswordScreen /> },
      { path: webPaths.forgotPasswordSentEmail, element: <p>senha redefinida</p> },
    ],
    { at, routerState: state },
  );
}

async function fillNewPassword(code: string, password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Dígito 1 de 6'));
  await user.keyboard(code);
  await user.type(screen.getByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('Forgot password', () => {
  it('asks for the e-mail, then sends it and goes on to /NewPassword with it', async () => {
    const sent = stubApi({
      '/api/auth/password-reset/request': { status: 201, body: { message: 'ok', resendAfterSeconds: 60 } },
    });
    const { router } = renderReset(webPaths.forgotPassword);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Preencha o campo de e-mail!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(webPaths.newPassword));
    expect(router.state.location.state).toEqual({ email: 'ana@example.com', resendAfterSeconds: 60 });
    expect(sent).toEqual([{ path: '/api/auth/password-reset/request', body: { email: 'ana@example.com' } }]);
  });

  async function askForCode(answer: { message: string; reason?: string }) {
    stubApi({
      '/api/auth/password-reset/request': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', ...answer },
        headers: { 'Retry-After': '42' },
      },
    });
    const rendered = renderReset(webPaths.forgotPassword);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Aguarde 42 s para pedir um novo código.')).toBeInTheDocument();
    return { ...rendered, user };
  }

  it('offers the code already mailed when refused within its minute, and keeps the e-mail', async () => {
    const { router, user } = await askForCode({ message: 'Muitas solicitações', reason: 'code-already-sent' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('link', { name: 'Já tenho um código' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(webPaths.newPassword));
    expect(router.state.location.state).toEqual({ email: 'ana@example.com', resendAfterSeconds: 42 });
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });

  it('offers no code screen when refused with no code waiting to be typed (the hour, the address limit)', async () => {
    await askForCode({ message: 'Muitas requisições' });
    expect(screen.queryByRole('link', { name: 'Já tenho um código' })).toBeNull();
  });
});

describe('New password', () => {
  it('checks the code and the password rule before calling the server', async () => {
    const sent = stubApi({});
    renderReset(webPaths.newPassword, { email: 'ana@example.com' });
    await fillNewPassword('123', 'Nova#Senha2026', 'Outra#Senha2026');
    expect(await screen.findByText('Preencha todos os campos corretamente.')).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DIFFER_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a weak password with the sign-up message', async () => {
    stubApi({});
    renderReset(webPaths.newPassword, { email: 'ana@example.com' });
    await fillNewPassword('123456', 'fraca');
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
  });

  it('says a wrong or expired code so, in Portuguese, and keeps what was typed', async () => {
    stubApi({ '/api/auth/password-reset': { status: 401, body: { message: 'Código inválido ou expirado.' } } });
    renderReset(webPaths.newPassword, { email: 'ana@example.com' });
    await fillNewPassword('654321', 'Nova#Senha2026');
    expect(await screen.findByText('Código inválido ou expirado. Confira o código ou peça outro.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveValue('6');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('Nova#Senha2026');
  });

  it('sends the code and password, then says it is done', async () => {
    const sent = stubApi({ '/api/auth/password-reset': { status: 200, body: { message: 'Senha redefinida.' } } });
    renderReset(webPaths.newPassword, { email: 'ana@example.com' });
    await fillNewPassword('012345', 'Nova#Senha2026');
    expect(await screen.findByText('senha redefinida')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      path: '/api/auth/password-reset',
      body: { email: 'ana@example.com', code: '012345', password: 'Nova#Senha2026' },
    });
  });
});
