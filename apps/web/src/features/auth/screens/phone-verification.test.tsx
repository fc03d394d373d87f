import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { typeCode } from '#web/test/code-entry.ts';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import ConfirmationCodeScreen from './confirmation-code-screen';
import type { CodeState } from './code-state';
import VerifyYourPhoneNumberScreen from './verify-your-phone-number-screen';

afterEach(() => vi.unstubAllGlobals());

const SENT = { message: 'Enviamos um código por SMS.', sentTo: '(11) *****-4321', resendAfterSeconds: 60 };
const PHONE_STATE: CodeState = { channel: 'phone', sentTo: '(11) *****-4321', resendAfterSeconds: 0 };

function renderPhoneFlow(
  at: (typeof webPaths)['verifyYourPhoneNumber' | 'confirmationCode'],
  routerState: CodeState | null = null,
) {
  tokenStorage.setTokens('access', 'refresh');
  return renderRoutes(
    [
      { path: webPaths.verifyYourPhoneNumber, element: <VerifyYourPhoneNumberScreen /> },
      { path: webPaths.confirmationCode, element: <ConfirmationCodeScreen /> },
      { path: webPaths.profile, element: <p>perfil</p> },
      { path: webPaths.editPersonalInfo, element: <p>editar</p> },
    ],
    { at, routerState },
  );
}

describe('Phone verification', () => {
  it("shows the subscriber's own number and sends the code to it, then asks for the code", async () => {
    const sent = stubApi({
      '/api/assinante': { status: 200, body: { ...SUBSCRIBER, telefone: '(11) 98765-4321' } },
      '/api/assinante/telefone/codigo': { status: 202, body: SENT },
    });
    renderPhoneFlow(webPaths.verifyYourPhoneNumber);
    expect(await screen.findByText('(11) 98765-4321')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('(11) *****-4321')).toBeInTheDocument();
    expect(screen.getByText(/por SMS para/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código em 1:00' })).toBeDisabled();
    expect(sent.map((call) => call.path)).toEqual(['/api/assinante', '/api/assinante/telefone/codigo']);
  });

  it('says so, and stays, when SMS is not available', async () => {
    stubApi({
      '/api/assinante': { status: 200, body: { ...SUBSCRIBER, telefone: '(11) 98765-4321' } },
      '/api/assinante/telefone/codigo': {
        status: 503,
        body: { message: 'A verificação por SMS não está disponível no momento.' },
      },
    });
    renderPhoneFlow(webPaths.verifyYourPhoneNumber);
    await screen.findByText('(11) 98765-4321');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A verificação por SMS não está disponível no momento.');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('when the record cannot be read, says so and offers another try, never "no phone"', async () => {
    stubApi({ '/api/assinante': ['offline', { status: 200, body: { ...SUBSCRIBER, telefone: '(11) 98765-4321' } }] });
    renderPhoneFlow(webPaths.verifyYourPhoneNumber);
    expect(await screen.findByText(/Não foi possível carregar seu telefone/)).toBeInTheDocument();
    expect(screen.queryByText(/Nenhum telefone cadastrado/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('(11) 98765-4321')).toBeInTheDocument();
  });

  it('without a phone on record offers to add one instead of sending', async () => {
    stubApi({ '/api/assinante': { status: 200, body: { ...SUBSCRIBER, telefone: '' } } });
    renderPhoneFlow(webPaths.verifyYourPhoneNumber);
    expect(await screen.findByText(/Nenhum telefone cadastrado/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Informar telefone' }));
    expect(await screen.findByText('editar')).toBeInTheDocument();
  });

  it('a right SMS code marks the phone verified here and goes back to the profile', async () => {
    const sent = stubApi({
      '/api/assinante/telefone/verificar': { status: 200, body: { ...SUBSCRIBER, telefoneVerificado: true } },
    });
    const { store } = renderPhoneFlow(webPaths.confirmationCode, PHONE_STATE);
    await typeCode('123456');
    expect(await screen.findByText('perfil')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/assinante/telefone/verificar', body: { otp: '123456' } }]);
    expect(store.getState().verification.phoneVerified).toBe(true);
    expect(store.getState().verification.emailVerified).toBe(false);
  });

  it("a refused SMS code says the server's reason and keeps the phone unverified", async () => {
    stubApi({
      '/api/assinante/telefone/verificar': { status: 400, body: { message: 'Código inválido ou expirado.' } },
    });
    const { store } = renderPhoneFlow(webPaths.confirmationCode, PHONE_STATE);
    await typeCode('999999');
    expect(await screen.findByText('Código inválido ou expirado.')).toBeInTheDocument();
    expect(store.getState().verification.phoneVerified).toBe(false);
  });

  it('resends by SMS, not by e-mail', async () => {
    const sent = stubApi({ '/api/assinante/telefone/codigo': { status: 202, body: SENT } });
    renderPhoneFlow(webPaths.confirmationCode, PHONE_STATE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Código OTP reenviado com sucesso!')).toBeInTheDocument();
    expect(sent.map((call) => call.path)).toEqual(['/api/assinante/telefone/codigo']);
  });

  it('follows the server on whether the phone is verified', async () => {
    stubApi({
      '/api/assinante': { status: 200, body: { ...SUBSCRIBER, telefone: '(11) 98765-4321', telefoneVerificado: true } },
    });
    const { store } = renderPhoneFlow(webPaths.verifyYourPhoneNumber);
    expect(await screen.findByText('Este número já está verificado.')).toBeInTheDocument();
    expect(store.getState().verification.phoneVerified).toBe(true);
  });
});
