import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceRequestPath, webPaths } from '@game-assist/contracts/rules';
import { serviceRequestFixture } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import RequestDetailScreen from './request-detail-screen';

afterEach(() => vi.unstubAllGlobals());

const OPENED = serviceRequestFixture();
const ID = OPENED.id;
const REQUEST = serviceRequestFixture({
  status: 'recusado',
  note: 'Roteador não liga',
  deadlineState: null,
  history: [
    ...OPENED.history,
    { kind: 'mensagem', at: '2026-11-25T12:30:00.000Z', by: 'assinante', text: 'Pisca em vermelho.\nJá reiniciei.' },
    { kind: 'mensagem', at: '2026-11-25T13:00:00.000Z', by: 'operador', text: 'Vamos verificar.' },
    { kind: 'status', status: 'recusado', at: '2026-11-26T14:00:00.000Z', by: 'operador', note: 'Fora da cobertura.' },
  ],
});
const PATH = `/api/atendimentos/${ID}`;

const render = () =>
  renderRoutes([{ path: webPaths.myServiceRequest, element: <RequestDetailScreen /> }], {
    at: serviceRequestPath(ID),
  });

describe('one request, followed like a parcel', () => {
  it('shows its deadline and every step with date, time, who and the reason', async () => {
    stubApi({ [PATH]: { status: 200, body: REQUEST } });
    render();
    const article = await screen.findByRole('article', { name: 'Suporte Online' });
    expect(article).toHaveTextContent('Protocolo 2026-000042 · aberto em 25/11/2026, às 09:00');
    expect(article).toHaveTextContent('Resposta até 02/12/2026');
    const steps = within(screen.getByRole('region', { name: 'Andamento' })).getAllByRole('listitem');
    // Each step on the timeline: what, when and by whom, then the note or the message.
    const parts = (step: HTMLElement) => Array.from(step.lastElementChild?.children ?? [], (part) => part.textContent);
    expect(steps.map(parts)).toEqual([
      ['Aberto', '25/11/2026, às 09:00 · por você'],
      ['Sua mensagem', '25/11/2026, às 09:30', 'Pisca em vermelho.\nJá reiniciei.'],
      ['Mensagem da central', '25/11/2026, às 10:00', 'Vamos verificar.'],
      ['Recusado', '26/11/2026, às 11:00 · pela central', 'Motivo: Fora da cobertura.'],
    ]);
    expect(steps.map((step) => step.dataset.kind)).toEqual(['step', 'message', 'reply', 'problem']);
    // Refused: nothing left to cancel.
    expect(screen.queryByRole('button', { name: 'Cancelar atendimento' })).toBeNull();
  });

  it('marks a late answer', async () => {
    stubApi({ [PATH]: { status: 200, body: { ...REQUEST, status: 'aberto', deadlineState: 'atrasado' } } });
    render();
    expect(await screen.findByText('Atrasado')).toBeInTheDocument();
  });

  it("sends a message with 'Enviar mensagem', keeping what was typed when it fails", async () => {
    const sent = stubApi({
      [PATH]: { status: 200, body: REQUEST },
      [`${PATH}/mensagens`]: [
        'offline',
        {
          status: 201,
          body: {
            ...REQUEST,
            history: [
              ...REQUEST.history,
              { kind: 'mensagem', at: '2026-11-27T12:00:00.000Z', by: 'assinante', text: 'Obrigada' },
            ],
          },
        },
      ],
    });
    render();
    const box = await screen.findByLabelText('Sua mensagem (sem anexos)');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva a mensagem.');

    await userEvent.type(box, 'Obrigada');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão. A mensagem não foi enviada: tente de novo.',
    );
    expect(box).toHaveValue('Obrigada');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Mensagem enviada.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(sent.filter((call) => call.path === `${PATH}/mensagens`).map((call) => call.body)).toEqual([
      { text: 'Obrigada' },
      { text: 'Obrigada' },
    ]);
  });

  it('says when the request is not theirs or does not exist', async () => {
    stubApi({
      [PATH]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Atendimento não encontrado.' } },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Atendimento não encontrado.');
    expect(screen.getByRole('link', { name: 'Todos os meus atendimentos' })).toHaveAttribute(
      'href',
      webPaths.myServiceRequests,
    );
  });
});
