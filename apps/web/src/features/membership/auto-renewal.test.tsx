import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths, type AutoRenewalStatus } from '@game-assist/contracts/rules';
import type { AutoRenewal, Subscription } from '@game-assist/contracts/schemas';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { autoRenewalFixture, SUBSCRIPTION } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import MyPlanScreen from './my-plan-screen';

afterEach(() => vi.unstubAllGlobals());

const ACTIVE = autoRenewalFixture();
const withRenewal = (autoRenewal?: AutoRenewal): Subscription => ({
  ...SUBSCRIPTION,
  paidUntil: '2027-01-02',
  ...(autoRenewal ? { autoRenewal } : {}),
});
const DEACTIVATE = '/api/assinatura/renovacao-automatica/desativar';

function render(answers: Record<string, Answer | Answer[]>) {
  const sent = stubApi({
    '/api/plans/plan-black': { status: 200, body: [] },
    '/api/coberturas': { status: 200, body: { categories: [] } },
    '/api/assinatura/oferta': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Sem oferta.' } },
    ...answers,
  });
  renderRoutes(
    [
      {
        path: webPaths.myPlan,
        element: (
          <>
            <MyPlanScreen />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: webPaths.myPlan },
  );
  return sent;
}

const card = (state: string) =>
  screen.findByRole('region', { name: `Renovação automática: ${state} (PIX Automático)` });

describe('Renovação automática on /MeuPlano', () => {
  it('shows the next debit; Desativar states the cut-off and the end of what was paid, then the toast and the new state', async () => {
    const sent = render({
      '/api/assinatura': [
        { status: 200, body: withRenewal(ACTIVE) },
        {
          status: 200,
          body: withRenewal({
            ...ACTIVE,
            status: 'desativada',
            nextDebitOn: null,
            nextDebitAmount: null,
            cutOff: null,
          }),
        },
      ],
      [DEACTIVATE]: {
        status: 200,
        body: { autoRenewal: { ...ACTIVE, status: 'desativada' }, paidUntil: '2027-01-02' },
      },
    });
    const active = await card('ativa');
    expect(active).toHaveTextContent('PIX Automático — mensal');
    expect(active).toHaveTextContent(/Próximo débito: R\$\s10,90 em 03\/01\/2027\./);

    await userEvent.click(within(active).getByRole('button', { name: 'Desativar renovação automática' }));
    const sheet = await screen.findByRole('dialog', { name: 'Desativar renovação automática' });
    expect(sheet).toHaveTextContent(
      /O próximo débito, de R\$\s10,90 em 03\/01\/2027, não será feito: o prazo para desativar antes dele é 02\/01\/2027\./,
    );
    expect(sheet).toHaveTextContent('até 02/01/2027: o fim do que já foi pago.');
    expect(sent.filter((request) => request.path === DEACTIVATE)).toEqual([]);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirmar desativação' }));
    expect(await screen.findByText(/^Renovação automática desativada: nada mais será debitado\./)).toHaveTextContent(
      'A assinatura vale até 02/01/2027.',
    );
    expect(sent.filter((request) => request.path === DEACTIVATE)).toEqual([{ path: DEACTIVATE, body: {} }]);
    const off = await card('desativada');
    expect(off).toHaveTextContent('Você desativou a renovação automática: nada mais será debitado.');
    expect(within(off).queryByRole('button', { name: 'Desativar renovação automática' })).toBeNull();
  });

  it('a refusal or no connection is said in the sheet, which stays usable for another try', async () => {
    const sent = render({
      '/api/assinatura': { status: 200, body: withRenewal(ACTIVE) },
      [DEACTIVATE]: [
        {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'O débito de 03/01/2027 já foi enviado ao seu banco.' },
        },
        'offline',
      ],
    });
    await userEvent.click(within(await card('ativa')).getByRole('button', { name: 'Desativar renovação automática' }));
    const sheet = await screen.findByRole('dialog', { name: 'Desativar renovação automática' });
    const confirm = within(sheet).getByRole('button', { name: 'Confirmar desativação' });
    await userEvent.click(confirm);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'O débito de 03/01/2027 já foi enviado ao seu banco.',
    );
    await userEvent.click(confirm);
    expect(await within(sheet).findByText(/^Sem conexão\./)).toHaveTextContent(
      'Sem conexão. A renovação automática continua ativa: tente de novo.',
    );
    expect(confirm).toBeEnabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Manter renovação automática' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((request) => request.path === DEACTIVATE)).toHaveLength(2);
  });

  it.each<[AutoRenewalStatus, string, string, boolean]>([
    ['pendente', 'aguardando autorização', 'Aguardando o pagamento do código PIX em Assinar', true],
    ['recusada', 'recusada pelo banco', 'O seu banco recusou a autorização: nada será debitado.', false],
    [
      'cancelada-pelo-pagador',
      'cancelada no app do banco',
      'A autorização foi cancelada no app do seu banco: nada mais será debitado. A assinatura vale até 02/01/2027.',
      false,
    ],
    ['expirada', 'expirada', 'A autorização expirou antes do primeiro pagamento: nada será debitado.', false],
  ])('%s: says so in pt-BR, and offers Desativar only while it can debit', async (status, label, text, offered) => {
    render({
      '/api/assinatura': {
        status: 200,
        body: withRenewal({ ...ACTIVE, status, nextDebitOn: null, nextDebitAmount: null, cutOff: null }),
      },
    });
    const shown = await card(label);
    expect(shown).toHaveTextContent(text);
    expect(within(shown).queryAllByRole('button', { name: 'Desativar renovação automática' })).toHaveLength(
      offered ? 1 : 0,
    );
  });

  it("a failed debit is said beside the authorisation's state", async () => {
    render({
      '/api/assinatura': {
        status: 200,
        body: withRenewal({ ...ACTIVE, lastDebit: { dueOn: '2026-12-03', amount: 1090, status: 'falhou' } }),
      },
    });
    expect(await card('ativa')).toHaveTextContent(
      /O débito de R\$\s10,90 de 03\/12\/2026 não foi concluído pelo banco\./,
    );
  });

  it('a subscription that never had PIX Automático shows no such card', async () => {
    render({ '/api/assinatura': { status: 200, body: withRenewal() } });
    expect(await screen.findByRole('heading', { name: 'Game Assist Black' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Renovação automática/ })).toBeNull();
  });
});
