import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_MESSAGE, PASSWORDS_DIFFER_MESSAGE, webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { SESSION, stubApi } from '#web/test/stub-api.ts';
import SignUpScreen from './sign-up-screen';

afterEach(() => vi.unstubAllGlobals());

function renderSignUp() {
  return renderRoutes(
    [
      { path: webPaths.signUp, element: <SignUpScreen /> },
      { path: webPaths.confirmationCode, element: <p>confirmation screen</p> },
    ],
    { at: webPaths.signUp },
  );
}

async function fill(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nome'), 'Ana');
  await user.type(screen.getByLabelText('Sobrenome'), 'Lima');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirmar senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
}

describe('Sign-up (Cadastre-se!)', () => {
  it('shows the password rule first; sent empty, says what each field lacks under that field, gone as it is filled', async () => {
    const user = userEvent.setup();
    const sent = stubApi({});
    renderSignUp();
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAccessibleDescription(/^Pelo menos 8 caracteres/);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const nome = screen.getByLabelText('Nome');
    expect(await screen.findByText('Informe o seu nome.')).toBeInTheDocument();
    expect(nome).toHaveAccessibleDescription('Informe o seu nome.');
    expect(screen.getByLabelText('Sobrenome')).toHaveAccessibleDescription('Informe o seu sobrenome.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail.');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULE_MESSAGE));
    // The confirmation is flagged for itself only when it differs: both are empty here.
    expect(screen.getByLabelText('Confirmar senha')).not.toHaveAttribute('aria-invalid');
    await user.type(nome, 'Ana');
    expect(screen.queryByText('Informe o seu nome.')).toBeNull();
    expect(nome).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Informe o seu sobrenome.')).toBeInTheDocument();
    expect(sent.calls).toHaveLength(0);
  });

  it('refuses passwords that differ, then weak ones, without calling the server', async () => {
    const sent = stubApi({});
    renderSignUp();
    await fill('Forte#2026', 'Forte#2027');
    expect(await screen.findByText(PASSWORDS_DIFFER_MESSAGE)).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('Confirmar senha'));
    await userEvent.setup().clear(screen.getByLabelText('Senha'));
    await userEvent.setup().type(screen.getByLabelText('Senha'), 'fraca');
    await userEvent.setup().type(screen.getByLabelText('Confirmar senha'), 'fraca');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends email, password, first and last name, then asks for the e-mailed confirmation code', async () => {
    const sent = stubApi({ '/api/singup': { status: 201, body: SESSION } });
    const { router } = renderSignUp();
    await fill('Forte#2026');
    expect(await screen.findByText('confirmation screen')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      email: 'ana@example.com',
      purpose: 'sign-up',
      resendAfterSeconds: 60,
    });
    // The answer's session works nowhere until the address is confirmed: nothing is stored.
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(sent).toEqual([
      {
        path: '/api/singup',
        body: { email: 'ana@example.com', password: 'Forte#2026', firstName: 'Ana', lastName: 'Lima' },
      },
    ]);
    expect(Object.keys(sent[0]!.body as object)).toEqual(['email', 'password', 'firstName', 'lastName']);
  });

  it('sends the partner link’s code the onboarding kept, so the subscription is attributed', async () => {
    sessionStorage.setItem('affiliate_code', 'LINK9');
    const sent = stubApi({ '/api/singup': { status: 201, body: SESSION } });
    renderSignUp();
    await fill('Forte#2026');
    expect(await screen.findByText('confirmation screen')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({
      email: 'ana@example.com',
      password: 'Forte#2026',
      firstName: 'Ana',
      lastName: 'Lima',
      affiliateCode: 'LINK9',
    });
  });

  it('shows the failure message, says why when a code was sent moments ago, and keeps what was typed', async () => {
    stubApi({ '/api/singup': { status: 429, body: { message: 'wait' }, headers: { 'Retry-After': '40' } } });
    renderSignUp();
    await fill('Forte#2026');
    expect(await screen.findByText('Erro ao criar conta. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText(/Aguarde um minuto/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });
});
