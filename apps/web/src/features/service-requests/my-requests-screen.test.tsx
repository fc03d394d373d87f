import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceRequestDetail } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { serviceRequestFixture } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import MyRequestsScreen from './my-requests-screen';
import { shownToasts } from '#web/components/ui/toast-store.ts';

afterEach(() => vi.unstubAllGlobals());

const OPENED = serviceRequestFixture();
const REQUEST = serviceRequestFixture({
  status: 'agendado',
  preferredAt: '2026-11-30T17:00:00.000Z',
  note: 'Roteador',
  deadlineState: 'em-risco',
  history: [
    ...OPENED.history,
    { kind: 'status', status: 'agendado', at: '2026-11-25T13:00:00.000Z', by: 'operador', note: 'Amanhã às 10h' },
  ],
});

const render = () =>
  renderRoutes([{ path: webPaths.myServiceRequests, element: <MyRequestsScreen /> }], {
    at: webPaths.myServiceRequests,
  });

/** Opens the list, taps 'Cancelar atendimento' on the request and confirms; the request's item. */
async function cancelTheRequest() {
  render();
  const item = await screen.findByRole('listitem', { name: 'Suporte Online' });
  await userEvent.click(within(item).getByRole('button', { name: 'Cancelar atendimento' }));
  await userEvent.click(within(item).getByRole('button', { name: 'Sim, cancelar' }));
  return item;
}

describe('Meus atendimentos', () => {
  it('lists each request with its protocol, status and history', async () => {
    stubApi({ '/api/atendimentos': { status: 200, body: { items: [REQUEST], nextCursor: null } } });
    render();
    const item = await screen.findByRole('listitem', { name: 'Suporte Online' });
    expect(item).toHaveTextContent(
      'Protocolo 2026-000042 · aberto em 25/11/2026, às 09:00 · preferência: 30/11/2026, às 14:00',
    );
    // The status chip, and the step on the timeline.
    expect(within(item).getAllByText('Agendado')).toHaveLength(2);
    expect(within(item).getByText('25/11/2026, às 10:00 · pela central')).toBeInTheDocument();
    expect(within(item).getByText('Amanhã às 10h')).toBeInTheDocument();
  });

  it('asks before cancelling and shows why the server refused', async () => {
    stubApi({
      '/api/atendimentos': { status: 200, body: { items: [REQUEST], nextCursor: null } },
      [`/api/atendimentos/${REQUEST.id}/cancelar`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Este atendimento está em atendimento e não pode mais ser cancelado.',
        },
      },
    });
    const item = await cancelTheRequest();
    expect(await within(item).findByRole('alert')).toHaveTextContent('não pode mais ser cancelado');
    expect(shownToasts().map((toast) => toast.text)).not.toContain('Atendimento cancelado.');
  });

  it("says 'Atendimento cancelado.' in a toast once the server has cancelled it", async () => {
    stubApi({
      '/api/atendimentos': { status: 200, body: { items: [REQUEST], nextCursor: null } },
      [`/api/atendimentos/${REQUEST.id}/cancelar`]: { status: 200, body: { ...REQUEST, status: 'cancelado' } },
    });
    await cancelTheRequest();
    await vi.waitFor(() => expect(shownToasts().map((toast) => toast.text)).toContain('Atendimento cancelado.'));
  });

  it('says when there is nothing yet and where to start', async () => {
    stubApi({ '/api/atendimentos': { status: 200, body: { items: [], nextCursor: null } } });
    render();
    expect(await screen.findByRole('heading', { name: 'Nenhum atendimento ainda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus benefícios' })).toHaveAttribute('href', webPaths.tabNavigator);
  });

  it("shows a page at a time: 'Mostrar mais atendimentos' asks for the next with its cursor and moves the focus to it", async () => {
    const older: ServiceRequestDetail = {
      ...REQUEST,
      id: '5d1c6b0e-8f4a-4b7e-9c2d-3e4f5a6b7c8d',
      protocol: '2026-000041',
      coverage: { id: 'telemedicina', benefitName: 'Telemedicina' },
    };
    const sent = stubApi({
      '/api/atendimentos': [
        { status: 200, body: { items: [REQUEST], nextCursor: 'cDQy' } },
        { status: 200, body: { items: [older], nextCursor: null } },
      ],
    });
    render();
    await screen.findByRole('listitem', { name: 'Suporte Online' });
    expect(screen.queryByRole('listitem', { name: 'Telemedicina' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais atendimentos' }));
    const next = await screen.findByRole('listitem', { name: 'Telemedicina' });
    expect(next).toHaveFocus();
    expect(screen.getByRole('listitem', { name: 'Suporte Online' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar mais atendimentos' })).toBeNull();
    expect(sent.calls.map((call) => call.search)).toEqual(['', '?cursor=cDQy']);
  });

  it('keeps what it shows when the next page cannot load, says so and tries again', async () => {
    stubApi({
      '/api/atendimentos': [
        { status: 200, body: { items: [REQUEST], nextCursor: 'cDQy' } },
        'offline',
        { status: 200, body: { items: [], nextCursor: null } },
      ],
    });
    render();
    await screen.findByRole('listitem', { name: 'Suporte Online' });
    const more = screen.getByRole('button', { name: 'Mostrar mais atendimentos' });
    await userEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar mais atendimentos. Verifique sua conexão e tente de novo.',
    );
    expect(screen.getByRole('listitem', { name: 'Suporte Online' })).toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível carregar seus atendimentos/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais atendimentos' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mostrar mais atendimentos' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
