import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { dependantFixture, dependantListFixture } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { SESSION, stubApi } from '#web/test/stub-api.ts';
import AcceptInviteScreen from './accept-invite-screen';
import DependantsScreen from './dependants-screen';
import { shownToasts } from '#web/components/ui/toast-store.ts';

afterEach(() => vi.unstubAllGlobals());

const dependant = dependantFixture;
const list = dependantListFixture;
const RUI = dependant({
  id: '1c9f3b68-5e4a-4b54-8e8f-8b1f8f2a0b22',
  nome: 'Rui Souza',
  nascimento: '1955-08-21',
  cpf: '111.444.777-35',
  parentesco: 'pai-mae',
  memberNumber: '7019987654321098',
  adulto: true,
});

describe('/Dependentes', () => {
  it('lists the dependants, adds one with the form, and invites only an adult', async () => {
    const user = userEvent.setup();
    const lia = dependant({});
    const sent = stubApi({
      '/api/dependentes': [
        { status: 200, body: list([RUI]) },
        { status: 201, body: lia },
        { status: 200, body: list([RUI, lia]) },
      ],
    });
    renderRoutes([{ path: webPaths.dependants, element: <DependantsScreen /> }], { at: webPaths.dependants });
    expect(await screen.findByText('Rui Souza')).toBeInTheDocument();
    expect(screen.getByText(/Seu plano inclui até 4 dependentes, sem custo a mais/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Convidar Rui Souza' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar dependente' }));
    await user.type(screen.getByLabelText('Nome completo'), 'Lia Souza');
    await user.type(screen.getByLabelText('Data de nascimento'), '2015-03-10');
    await user.type(screen.getByLabelText('CPF'), '529.982.247-25');
    await user.selectOptions(screen.getByLabelText('Parentesco'), 'filho');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Lia Souza foi adicionado(a) à sua assinatura.')).toBeInTheDocument();
    expect(sent.find((call) => call.body !== null)?.body).toEqual({
      nome: 'Lia Souza',
      nascimento: '2015-03-10',
      cpf: '529.982.247-25',
      parentesco: 'filho',
    });
    const liaItem = (await screen.findByText('Lia Souza', { selector: 'p' })).closest('li')!;
    // A child has no sign-in: no invitation, but a card the titular shows.
    expect(within(liaItem).queryByRole('form')).toBeNull();
    expect(within(liaItem).getByRole('link', { name: 'Ver carteirinha de Lia Souza' })).toHaveAttribute(
      'href',
      webPaths.memberCard,
    );
  });

  it('the form: nothing preselected, the CPF masked, each error under its field and gone as it is fixed', async () => {
    const user = userEvent.setup();
    const sent = stubApi({ '/api/dependentes': { status: 200, body: list([]) } });
    renderRoutes([{ path: webPaths.dependants, element: <DependantsScreen /> }], { at: webPaths.dependants });
    await user.click(await screen.findByRole('button', { name: 'Adicionar dependente' }));
    expect(screen.getByLabelText('Parentesco')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const nome = screen.getByLabelText('Nome completo');
    await waitFor(() => expect(nome).toHaveAccessibleDescription('Informe o nome.'));
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription('Informe a data de nascimento.');
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription(/Informe o CPF\./);
    expect(screen.getByLabelText('Parentesco')).toHaveAccessibleDescription('Escolha o parentesco.');
    await user.type(nome, 'Lia');
    expect(nome).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Informe o nome.')).toBeNull();
    await user.type(screen.getByLabelText('CPF'), '52998224724');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-24');
    // Said as the person leaves the field, not at every digit.
    await user.tab();
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription(/CPF inválido: confira os números\./);
    await user.clear(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    expect(screen.getByLabelText('CPF')).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(screen.getByLabelText('Parentesco'), 'conjuge');
    expect(screen.queryByText('Escolha o parentesco.')).toBeNull();
    expect(sent.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a CPF, and removes a dependant only after 'Confirmar remoção'", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      '/api/dependentes': [
        { status: 200, body: list([RUI]) },
        {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'Este CPF já está em uma assinatura ativa.' },
        },
      ],
      [`/api/dependentes/${RUI.id}`]: { status: 204 },
    });
    renderRoutes([{ path: webPaths.dependants, element: <DependantsScreen /> }], { at: webPaths.dependants });
    await user.click(await screen.findByRole('button', { name: 'Adicionar dependente' }));
    await user.type(screen.getByLabelText('Nome completo'), 'Caio');
    await user.type(screen.getByLabelText('Data de nascimento'), '2010-01-01');
    await user.type(screen.getByLabelText('CPF'), '111.444.777-35');
    await user.selectOptions(screen.getByLabelText('Parentesco'), 'outro');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Este CPF já está em uma assinatura ativa.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.getByText(/deixa de valer na hora/)).toBeInTheDocument();
    expect(sent.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirmar remoção' }));
    await waitFor(() => expect(sent.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() =>
      expect(shownToasts().map((toast) => toast.text)).toContain(`${RUI.nome} foi removido(a) da sua assinatura.`),
    );
  });
});

describe('/ConviteDependente', () => {
  it('accepts the invitation with the e-mail and the code, and opens the card', async () => {
    const user = userEvent.setup();
    const sent = stubApi({ '/api/dependentes/convite/aceitar': { status: 201, body: SESSION } });
    const { router } = renderRoutes(
      [
        { path: webPaths.invite, element: <AcceptInviteScreen /> },
        { path: webPaths.memberCard, element: <p>Carteirinha</p> },
      ],
      { at: webPaths.invite },
    );
    await user.type(screen.getByLabelText('E-mail'), 'Rui@Exemplo.com.br');
    await user.type(screen.getByLabelText('Código do convite'), '12345');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(screen.getByText('O código tem 6 dígitos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código do convite'), '6');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.memberCard));
    expect(sent).toEqual([
      { path: '/api/dependentes/convite/aceitar', body: { email: 'rui@exemplo.com.br', code: '123456' } },
    ]);
    expect(localStorage.getItem('refresh_token')).toBe('refresh');
  });
});
