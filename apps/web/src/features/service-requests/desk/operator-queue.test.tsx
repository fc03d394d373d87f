import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorServiceRequest } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { serviceRequestFixture } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { OperatorQueue } from './operator-queue';

afterEach(() => vi.unstubAllGlobals());

const OPENED = serviceRequestFixture();
const LATE: OperatorServiceRequest = {
  ...OPENED,
  deadlineState: 'atrasado',
  subscriber: { name: 'Ana Souza', memberNumber: '7019000000000012' },
  history: [
    ...OPENED.history,
    { kind: 'mensagem', at: '2026-11-26T12:00:00.000Z', by: 'assinante', text: 'Alguma novidade?' },
  ],
};
const QUEUE = '/api/operador/atendimentos';

const render = () => renderRoutes([{ path: webPaths.operator, element: <OperatorQueue /> }], { at: webPaths.operator });

/** Opens a request of the queue in the panel beside it, as a tap on its row does. */
async function openRequest(protocol: string) {
  await userEvent.click(await screen.findByRole('button', { name: protocol }));
  return screen.getByRole('region', { name: new RegExp(`^${protocol} · `) });
}

describe('the operators’ queue', () => {
  it('counts the requests at risk and late, marks each, and filters by them', async () => {
    const sent = stubApi({
      [QUEUE]: { status: 200, body: { items: [LATE], nextCursor: null, atRisk: 2, overdue: 1 } },
    });
    render();
    const item = await openRequest('2026-000042');
    expect(item).toHaveAccessibleName('2026-000042 · Suporte Online');
    expect(item).toHaveTextContent('Resposta até 02/12/2026 Atrasado');
    expect(item).toHaveTextContent('Última mensagem do assinante: Alguma novidade?');
    const late = screen.getByRole('button', { name: 'Atrasado: 1' });
    expect(screen.getByRole('button', { name: 'Em risco: 2' })).toBeInTheDocument();
    await userEvent.click(late);
    expect(late).toHaveAttribute('aria-pressed', 'true');
    expect(sent.calls.map((call) => call.search)).toEqual(['?status=aberto', '?deadline=atrasado']);
  });

  it('asks for the reason before refusing, and sends it', async () => {
    const sent = stubApi({
      [QUEUE]: { status: 200, body: { items: [LATE], nextCursor: null, atRisk: 0, overdue: 1 } },
      [`${QUEUE}/${LATE.id}`]: { status: 200, body: { ...LATE, status: 'recusado' } },
    });
    render();
    const item = await openRequest('2026-000042');
    await userEvent.click(within(item).getByRole('button', { name: 'Recusar' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'Escreva o motivo da recusa: o assinante precisa saber por quê.',
    );
    expect(sent.filter((call) => call.path === `${QUEUE}/${LATE.id}`)).toEqual([]);

    await userEvent.type(within(item).getByLabelText(/^Observação ou motivo para o assinante/), 'Fora da cobertura.');
    await userEvent.click(within(item).getByRole('button', { name: 'Recusar' }));
    await vi.waitFor(() =>
      expect(sent.filter((call) => call.path === `${QUEUE}/${LATE.id}`).map((call) => call.body)).toEqual([
        { status: 'recusado', note: 'Fora da cobertura.' },
      ]),
    );
  });

  it('says in a toast where a moved request went, and the panel goes with it when it leaves the filter', async () => {
    const SECOND = { ...LATE, id: 'second', protocol: '2026-000043', history: [] };
    stubApi({
      [QUEUE]: [
        { status: 200, body: { items: [LATE, SECOND], nextCursor: null, atRisk: 0, overdue: 1 } },
        { status: 200, body: { items: [SECOND], nextCursor: null, atRisk: 0, overdue: 0 } },
      ],
      [`${QUEUE}/${LATE.id}`]: { status: 200, body: { ...LATE, status: 'agendado' } },
    });
    renderRoutes(
      [
        {
          path: webPaths.operator,
          element: (
            <>
              <OperatorQueue />
              <ToastHost />
            </>
          ),
        },
      ],
      { at: webPaths.operator },
    );
    const item = await openRequest('2026-000042');
    await userEvent.click(within(item).getByRole('button', { name: 'Mover para Agendado' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Atendimento 2026-000042 movido para Agendado. Ele não aparece mais neste filtro.',
    );
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.getByRole('button', { name: '2026-000043' })).toHaveFocus();
  });

  it('keeps what was typed for a request while another one is open', async () => {
    const SECOND = { ...LATE, id: 'second', protocol: '2026-000043', history: [] };
    stubApi({ [QUEUE]: { status: 200, body: { items: [LATE, SECOND], nextCursor: null, atRisk: 0, overdue: 1 } } });
    render();
    const first = await openRequest('2026-000042');
    await userEvent.type(within(first).getByLabelText(/^Observação ou motivo/), 'Fora da cobertura.');
    await userEvent.type(within(first).getByLabelText('Mensagem para o assinante'), 'Já vejo.');
    const second = await openRequest('2026-000043');
    expect(within(second).getByLabelText(/^Observação ou motivo/)).toHaveValue('');
    const again = await openRequest('2026-000042');
    expect(within(again).getByLabelText(/^Observação ou motivo/)).toHaveValue('Fora da cobertura.');
    expect(within(again).getByLabelText('Mensagem para o assinante')).toHaveValue('Já vejo.');
  });

  it("shows a concluded request's rating in its row and its panel", async () => {
    const RATED: OperatorServiceRequest = {
      ...LATE,
      status: 'concluido',
      deadlineState: null,
      rating: { score: 5, comment: 'Muito atenciosos.', ratedAt: '2026-11-27T12:00:00.000Z' },
    };
    stubApi({ [QUEUE]: { status: 200, body: { items: [RATED], nextCursor: null, atRisk: 0, overdue: 0 } } });
    render();
    const row = await screen.findByRole('row', { name: /2026-000042/ });
    expect(row).toHaveTextContent('ConcluídoAvaliação 5 de 5: Excelente');
    const item = await openRequest('2026-000042');
    expect(item).toHaveTextContent('Avaliação 5 de 5: Excelente · “Muito atenciosos.”');
  });
});
