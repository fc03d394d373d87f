import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { StaffMember } from '@game-assist/contracts/schemas';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import { TeamScreen } from './team-screen';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/equipe';
const ME = { id: 'a1', email: 'chefe@exemplo.com.br', nome: 'Chefe', roles: ['administrador'], verifiedAt: null };
const CHEFE: StaffMember = {
  id: 'a1',
  nome: 'Chefe Souza',
  email: 'chefe@exemplo.com.br',
  roles: ['administrador'],
  status: 'ativa',
  hasPasskey: true,
  lastSignInAt: '2026-12-02T12:00:00.000Z',
  enrolmentUntil: null,
  hasAccount: true,
};
const BIA: StaffMember = {
  ...CHEFE,
  id: 'b2',
  nome: 'Bia Lima',
  email: 'bia@exemplo.com.br',
  roles: ['atendimento', 'financeiro'],
};
const PENDING: StaffMember = {
  ...CHEFE,
  id: 'c3',
  nome: '',
  email: 'nova@exemplo.com.br',
  roles: ['atendimento'],
  status: 'convidada',
  hasPasskey: false,
  lastSignInAt: null,
  enrolmentUntil: '2099-01-01T12:00:00.000Z',
  hasAccount: false,
};
const listOf = (...items: StaffMember[]): Answer => ({ status: 200, body: { items } });

const render = () =>
  renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <TeamScreen />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: webPaths.operator },
  );

/** axe's WCAG rules on what is shown (colour contrast needs a browser: the desk's e2e audits it in both themes). */
async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
}

/** The invitation form once the list shows; `invite` types the address, ticks the roles and sends. */
async function inviteForm(answers: Parameters<typeof stubApi>[0]) {
  const sent = stubApi({ ...answers, '/api/operador/eu': { status: 200, body: ME } });
  render();
  await screen.findByRole('table', { name: 'Equipe' });
  const form = screen.getByRole('form', { name: 'Convidar para a equipe' });
  const send = () => userEvent.click(within(form).getByRole('button', { name: 'Enviar convite' }));
  async function invite(email: string, roles: string[]) {
    await userEvent.type(within(form).getByLabelText('E-mail de quem você convida'), email);
    for (const role of roles) await userEvent.click(within(form).getByRole('checkbox', { name: role }));
    await send();
  }
  return { sent, form, send, invite };
}

async function openRow(name: RegExp) {
  const table = await screen.findByRole('table', { name: 'Equipe' });
  await userEvent.click(within(table).getByRole('button', { name }));
  return screen.getByRole('region', { name });
}

describe("/Operador 'Equipe'", () => {
  it('lists the staff with roles, status, passkey and last sign-in; axe finds nothing, with a person open too', async () => {
    stubApi({ [LIST]: listOf(CHEFE, BIA, PENDING), '/api/operador/eu': { status: 200, body: ME } });
    const { container } = render();
    const table = await screen.findByRole('table', { name: 'Equipe' });
    const bia = within(table).getByRole('row', { name: /Bia Lima/ });
    expect(bia).toHaveTextContent('Atendimento, Financeiro');
    expect(bia).toHaveTextContent('Ativa');
    expect(bia).toHaveTextContent('02/12/2026');
    const pending = within(table).getByRole('row', { name: /nova@exemplo.com.br/ });
    expect(pending).toHaveTextContent('Ainda sem conta');
    expect(pending).toHaveTextContent('Convidada');
    expect(await axeViolations(container)).toEqual([]);
    const panel = await openRow(/Bia Lima/);
    expect(panel).toHaveTextContent('Tem chave de acesso da equipe.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('invites by e-mail with roles; a refusal is shown in pt-BR and what was typed stays', async () => {
    const refusal = 'Esta pessoa já é da equipe: mude as funções dela na lista.';
    // POST and GET share the path: the answers come in the order asked.
    const { sent, form, send, invite } = await inviteForm({
      [LIST]: [
        listOf(CHEFE),
        { status: 409, body: { statusCode: 409, error: 'Conflict', message: refusal } },
        listOf(CHEFE),
      ],
    });
    // Nothing typed or chosen: the contract's words, nothing sent.
    await send();
    expect(await within(form).findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha ao menos uma função.')).toBeInTheDocument();
    await invite('bia@exemplo.com.br', ['Financeiro', 'Atendimento']);
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail de quem você convida')).toHaveValue('bia@exemplo.com.br');
    expect(within(form).getByRole('checkbox', { name: 'Financeiro' })).toBeChecked();
    expect(sent.filter((call) => call.body).map((call) => call.body)).toEqual([
      { email: 'bia@exemplo.com.br', roles: ['atendimento', 'financeiro'] },
    ]);
  });

  it('sends an invitation and says so', async () => {
    const { sent, invite } = await inviteForm({
      [LIST]: [listOf(CHEFE), { status: 201, body: PENDING }, listOf(CHEFE, PENDING)],
    });
    await invite('nova@exemplo.com.br', ['Atendimento']);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Convite enviado para nova@exemplo.com.br. Ele vale por 48 horas.',
    );
    expect(await screen.findByRole('row', { name: /nova@exemplo.com.br/ })).toBeInTheDocument();
    expect(sent.filter((call) => call.body).map((call) => call.body)).toEqual([
      { email: 'nova@exemplo.com.br', roles: ['atendimento'] },
    ]);
  });

  it('changes roles, suspends after a confirmation, and shows the last administrador’s 409', async () => {
    const PERSON = `/api/admin/equipe/${BIA.id}`;
    const sent = stubApi({
      [LIST]: [listOf(CHEFE, BIA), listOf(CHEFE, { ...BIA, roles: ['financeiro'] })],
      '/api/operador/eu': { status: 200, body: ME },
      [PERSON]: [
        { status: 200, body: { ...BIA, roles: ['financeiro'] } },
        { status: 200, body: { ...BIA, roles: ['financeiro'], status: 'suspensa' } },
      ],
    });
    render();
    const panel = await openRow(/Bia Lima/);
    const roles = within(panel).getByRole('form', { name: 'Funções de Bia Lima' });
    const save = within(roles).getByRole('button', { name: 'Salvar funções' });
    expect(save).toBeDisabled();
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'Atendimento' }));
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Funções de Bia Lima: Financeiro.');

    await userEvent.click(within(panel).getByRole('button', { name: 'Suspender' }));
    const first = within(panel).getByRole('group', { name: 'Suspender' });
    // The keyboard's focus goes to the answer, and back to the action after 'Voltar'.
    expect(within(first).getByRole('button', { name: 'Sim, suspender' })).toHaveFocus();
    await userEvent.click(within(first).getByRole('button', { name: 'Voltar' }));
    expect(within(panel).getByRole('button', { name: 'Suspender' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const ask = within(panel).getByRole('group', { name: 'Suspender' });
    expect(ask).toHaveTextContent('Suspender o acesso de Bia Lima?');
    expect(sent.filter((call) => call.path === PERSON)).toHaveLength(1);
    await userEvent.click(within(ask).getByRole('button', { name: 'Sim, suspender' }));
    expect(await screen.findByText('Acesso de Bia Lima suspenso.')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === PERSON).map((call) => call.body)).toEqual([
      { roles: ['financeiro'] },
      { status: 'suspensa' },
    ]);
  });

  it('removes and resets a passkey only after a confirmation, and keeps the server’s refusal in the panel', async () => {
    const PERSON = `/api/admin/equipe/${CHEFE.id}`;
    const RESET = `/api/admin/equipe/${BIA.id}/redefinir-chave`;
    stubApi({
      [LIST]: listOf(CHEFE, BIA),
      '/api/operador/eu': { status: 200, body: ME },
      [PERSON]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message:
            'É preciso ao menos um administrador ativo na equipe: dê a função Administrador a outra pessoa antes.',
        },
      },
      [RESET]: { status: 200, body: { ...BIA, hasPasskey: false, enrolmentUntil: '2099-01-01T12:00:00.000Z' } },
    });
    render();
    const own = await openRow(/Chefe Souza/);
    expect(own).toHaveTextContent('Esta é a sua conta.');
    // Nobody suspends or resets themself: no such buttons on one's own row.
    expect(within(own).queryByRole('button', { name: 'Suspender' })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Redefinir a chave de acesso' })).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Remover da equipe' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Sim, remover' }));
    expect(await within(own).findByText(/É preciso ao menos um administrador ativo/)).toBeInTheDocument();

    const bia = await openRow(/Bia Lima/);
    await userEvent.click(within(bia).getByRole('button', { name: 'Redefinir a chave de acesso' }));
    await userEvent.click(within(bia).getByRole('button', { name: 'Sim, redefinir' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Chave de Bia Lima redefinida: enviamos um e-mail para bia@exemplo.com.br.',
    );
  });

  it('says when the list is empty, and offers to try again when it failed', async () => {
    stubApi({ [LIST]: ['offline', listOf()], '/api/operador/eu': { status: 200, body: ME } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ninguém na equipe ainda. Convide a primeira pessoa acima.')).toBeInTheDocument();
  });

  it('shows loading first', async () => {
    stubApi({ [LIST]: listOf(CHEFE), '/api/operador/eu': { status: 200, body: ME } });
    render();
    expect(screen.getByText('Carregando a equipe…')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Equipe' })).toBeInTheDocument();
  });
});
