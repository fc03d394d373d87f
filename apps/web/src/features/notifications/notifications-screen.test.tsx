import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { Notification } from '@game-assist/contracts/schemas';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import NotificationsScreen from './notifications-screen';

afterEach(() => vi.unstubAllGlobals());

const NOTE: Notification = {
  id: 'n1',
  title: 'Atendimento agendado',
  body: 'Seu atendimento foi agendado.',
  createdAt: '2026-11-25T12:00:00.000Z',
  read: false,
  serviceRequestId: null,
};
const PAGE = { status: 200, body: { items: [NOTE], unread: 1, nextCursor: null } };
const READ = `/api/notificacoes/${NOTE.id}/lida`;

const render = () =>
  renderRoutes([{ path: webPaths.tabNavigator, element: <NotificationsScreen /> }], { at: webPaths.tabNavigator });

describe('Notificações', () => {
  it("'Marcar como lida' marks it at once, keeps the focus on it, and fetches no page again", async () => {
    const sent = stubApi({ '/api/notificacoes': PAGE, [READ]: { status: 200, body: { ...NOTE, read: true } } });
    render();
    const item = (await screen.findByRole('heading', { name: /Atendimento agendado/ })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(within(item).getByRole('heading')).toHaveTextContent(/^Atendimento agendado$/));
    expect(item).toHaveFocus();
    expect(within(item).queryByRole('button', { name: 'Marcar como lida' })).toBeNull();
    expect(sent.calls.filter((call) => call.path === '/api/notificacoes')).toHaveLength(1);
  });

  it('says so when the server refuses, and puts the button back', async () => {
    stubApi({ '/api/notificacoes': PAGE, [READ]: { status: 500, body: { message: 'boom' } } });
    render();
    const item = (await screen.findByRole('heading', { name: /Atendimento agendado/ })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como lida' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Não foi possível marcar como lida. Tente novamente.',
    );
    expect(within(item).getByRole('button', { name: 'Marcar como lida' })).toBeInTheDocument();
    expect(within(item).getByRole('heading')).toHaveTextContent(/^Não lida: ?Atendimento agendado$/);
  });
});
