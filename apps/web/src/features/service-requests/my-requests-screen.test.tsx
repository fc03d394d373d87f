import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceRequestDetail } from '@game-assist/contracts';
import { webPaths } from '@game-assist/contracts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import MyRequestsScreen from './my-requests-screen';

afterEach(() => vi.unstubAllGlobals());

const REQUEST: ServiceRequestDetail = {
  id: '0b8e2a57-4d3f-4a43-9d7e-7a0e7e1f9a11',
  protocol: '2026-000042',
  status: 'agendado',
  coverage: { id: 'suporte-online', benefitName: 'Suporte Online' },
  createdAt: '2026-11-25T12:00:00.000Z',
  preferredAt: '2026-11-30T17:00:00.000Z',
  note: 'Roteador',
  history: [
    { status: 'aberto', at: '2026-11-25T12:00:00.000Z', by: 'assinante', note: null },
    { status: 'agendado', at: '2026-11-25T13:00:00.000Z', by: 'operador', note: 'Amanhã às 10h' },
  ],
};

const render = () =>
  renderRoutes([{ path: webPaths.myServiceRequests, element: <MyRequestsScreen /> }], {
    at: webPaths.myServiceRequests,
  });

describe('Meus atendimentos', () => {
  it('lists each request with its protocol, status and history', async () => {
    stubApi({ '/api/atendimentos': { status: 200, body: { items: [REQUEST], nextCursor: null } } });
    render();
    const item = await screen.findByRole('listitem', { name: 'Suporte Online' });
    expect(item).toHaveTextContent(
      'Protocolo 2026-000042 · aberto em 25/11/2026, às 09:00 · preferência: 30/11/2026, às 14:00',
    );
    expect(within(item).getByText('Agendado')).toBeInTheDocument();
    expect(item).toHaveTextContent('Agendado em 25/11/2026, às 10:00 pela central: Amanhã às 10h');
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
    render();
    const item = await screen.findByRole('listitem', { name: 'Suporte Online' });
    await userEvent.click(within(item).getByRole('button', { name: 'Cancelar atendimento' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Sim, cancelar' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('não pode mais ser cancelado');
  });

  it('says when there is nothing yet and where to start', async () => {
    stubApi({ '/api/atendimentos': { status: 200, body: { items: [], nextCursor: null } } });
    render();
    expect(await screen.findByText(/Você ainda não pediu nenhum atendimento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'início' })).toHaveAttribute('href', webPaths.tabNavigator);
  });
});
