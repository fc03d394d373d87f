import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths, type StaffRole } from '@game-assist/contracts/rules';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { axeViolations } from '#web/test/axe.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import { SubscriberActions } from './subscriber-actions';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 30_000;
const ID = 'a0000000-0000-4000-8000-000000000009';
const PATH = `/api/operador/assinantes/${ID}`;
const REASON = 'Pediu o código de novo por telefone.';

const me = (roles: StaffRole[]): Answer => ({
  status: 200,
  body: { id: 'o1', email: 'olga@exemplo.com.br', nome: 'Olga', roles, verifiedAt: '2026-12-02T10:00:00.000Z' },
});
const refused = (status: number, message: string, reason?: string): Answer => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...(reason ? { reason } : {}) },
});

const DEPENDANT = 'd0000000-0000-4000-8000-000000000001';
const HOLDERS = [
  { value: 'titular', label: 'Maria Souza (titular)' },
  { value: DEPENDANT, label: 'Lia Souza (Filho(a))' },
];

function render(roles: StaffRole[], answers: Record<string, Answer | Answer[]>, holders?: typeof HOLDERS) {
  const sent = stubApi({ '/api/operador/eu': me(roles), ...answers });
  const view = renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <SubscriberActions id={ID} holders={holders} />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: `${webPaths.operator}?aba=assinantes` },
  );
  return { ...view, sent };
}

/** The actions' buttons (each opens its form), not the toasts' 'Fechar'. */
const names = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

describe("the subscriber page's actions", { timeout: SLOW }, () => {
  it("an atendimento resends the PIX code with a reason: nothing sent without one, the API's words in a toast", async () => {
    const { sent, container } = render(['atendimento'], {
      [`${PATH}/reenviar-pix`]: {
        status: 200,
        body: {
          chargeId: 'c2',
          sentTo: 'ma***@exemplo.com.br',
          message: 'Código PIX reenviado para ma***@exemplo.com.br.',
        },
      },
    });
    await screen.findByRole('button', { name: 'Reenviar o código PIX' });
    expect(names()).toEqual([
      'Reenviar o código PIX',
      'Reenviar o recibo',
      'Reemitir a carteirinha',
      'Encerrar as sessões',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar o código PIX' }));
    const form = screen.getByRole('form', { name: 'Reenviar o código PIX' });
    const reason = within(form).getByRole('textbox', { name: 'Motivo' });
    expect(reason).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await within(form).findByText(/Escreva o motivo/)).toBeInTheDocument();
    expect(sent.filter((call) => call.path.startsWith(PATH))).toEqual([]);

    await userEvent.type(reason, REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código PIX reenviado para ma***@exemplo.com.br.')).toBeInTheDocument();
    expect(sent.filter((call) => call.path.startsWith(PATH))).toEqual([
      { path: `${PATH}/reenviar-pix`, body: { motivo: REASON } },
    ]);
    expect(screen.queryByRole('form', { name: 'Reenviar o código PIX' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar o código PIX' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("re-issues a dependant's card when the atendimento picks them; the titular's by default", async () => {
    const reissued = {
      status: 200,
      body: { memberNumber: '1', revokedAt: '2026-12-03T10:00:00.000Z', message: 'Carteirinha reemitida.' },
    };
    const { sent, container } = render(
      ['atendimento'],
      { [`${PATH}/reemitir-carteirinha`]: [reissued, reissued] },
      HOLDERS,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reemitir a carteirinha' }));
    let form = screen.getByRole('form', { name: 'Reemitir a carteirinha' });
    const whose = within(form).getByRole('group', { name: 'De quem é a carteirinha' });
    expect(within(whose).getByRole('radio', { name: 'Maria Souza (titular)' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(whose).getByRole('radio', { name: 'Lia Souza (Filho(a))' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Motivo' }), REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Carteirinha reemitida.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reemitir a carteirinha' }));
    form = screen.getByRole('form', { name: 'Reemitir a carteirinha' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Motivo' }), REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(sent.filter((call) => call.path.startsWith(PATH))).toHaveLength(2));
    expect(sent.filter((call) => call.path.startsWith(PATH))).toEqual([
      { path: `${PATH}/reemitir-carteirinha`, body: { motivo: REASON, dependente: DEPENDANT } },
      { path: `${PATH}/reemitir-carteirinha`, body: { motivo: REASON } },
    ]);
  });

  it('says why the API refused, in the form, the reason kept', async () => {
    render(['atendimento'], {
      [`${PATH}/encerrar-sessoes`]: [
        'offline',
        refused(409, 'Nenhuma sessão aberta para encerrar.'),
        { status: 200, body: { ended: 2, message: 'Sessões encerradas: 2 aparelhos.' } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar as sessões' }));
    const form = screen.getByRole('form', { name: 'Encerrar as sessões' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Motivo' }), REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Sem conexão. Nada mudou: tente de novo.');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await within(form).findByText('Nenhuma sessão aberta para encerrar.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Motivo' })).toHaveValue(REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Sessões encerradas: 2 aparelhos.')).toBeInTheDocument();
  });

  it("a financeiro grants 'Cortesia' days with an Idempotency-Key; over 30 is refused before sending", async () => {
    const { sent } = render(['financeiro'], {
      [`${PATH}/cortesia`]: {
        status: 200,
        body: {
          days: 10,
          previousPaidUntil: '2027-11-20',
          paidUntil: '2027-11-30',
          status: 'ativa',
          message: 'Cortesia de 10 dias: pago até 30/11/2027.',
        },
      },
    });
    await screen.findByRole('button', { name: 'Cortesia' });
    expect(names()).toEqual(['Reenviar o código PIX', 'Reenviar o recibo', 'Cortesia']);
    await userEvent.click(screen.getByRole('button', { name: 'Cortesia' }));
    const form = screen.getByRole('form', { name: 'Cortesia' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dias de cortesia' }), '31');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Motivo' }), REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await within(form).findByText('A cortesia é de no máximo 30 dias.')).toBeInTheDocument();
    expect(sent.filter((call) => call.path.startsWith(PATH))).toEqual([]);

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Dias de cortesia' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dias de cortesia' }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Cortesia de 10 dias: pago até 30/11/2027.')).toBeInTheDocument();
    const call = sent.calls.find((one) => one.path === `${PATH}/cortesia`)!;
    expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.filter((one) => one.path.startsWith(PATH))).toEqual([
      { path: `${PATH}/cortesia`, body: { motivo: REASON, dias: 10 } },
    ]);
  });

  it("asks for the passkey again when the API wants a fresh check for 'Cortesia'", async () => {
    render(['administrador'], {
      [`${PATH}/cortesia`]: refused(403, 'Confirme com a sua chave de acesso para continuar.', 'staff-step-up'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cortesia' }));
    const form = screen.getByRole('form', { name: 'Cortesia' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dias de cortesia' }), '5');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Motivo' }), REASON);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    const prompt = await within(form).findByRole('group', { name: 'Confirme com a sua chave de acesso' });
    expect(prompt).toHaveTextContent('Confirme com a sua chave de acesso para continuar.');
    expect(within(prompt).getByRole('button', { name: 'Confirmar com a chave de acesso' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /Reemitir a carteirinha|Encerrar as sessões/ })).toHaveLength(2);
  });
});
