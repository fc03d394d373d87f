import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { MemberCard } from '@game-assist/contracts/schemas';
import { SUBSCRIBER } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { MemberCardLink } from './member-card-link';

afterEach(() => vi.unstubAllGlobals());

const AS_DEPENDANT = { ...SUBSCRIBER, nome: 'Rui Souza', titular: { nome: 'Ana Souza' } };
const refused = (message: string) => ({
  status: 403,
  body: { statusCode: 403, error: 'Forbidden', message, reason: 'assinatura-inativa', status: 'suspensa' },
});
const LATE: MemberCard = {
  token: 'token',
  memberNumber: '7019987654321098',
  name: 'Rui Souza',
  plan: 'Game Assist Black',
  status: 'em-atraso',
  validUntil: '2026-12-03T12:00:00.000Z',
};

const render = () =>
  renderRoutes([{ path: webPaths.tabNavigator, element: <MemberCardLink /> }], { at: webPaths.tabNavigator });

describe("the dashboard's member card", () => {
  it('leads a titular whose card is refused to pay', async () => {
    stubApi({
      '/api/assinante': { status: 200, body: SUBSCRIBER },
      '/api/carteirinha': refused('Sua assinatura está suspensa por falta de pagamento.'),
    });
    render();
    expect(await screen.findByRole('link', { name: 'Pagar a assinatura' })).toHaveAttribute('href', webPaths.subscribe);
  });

  it('tells a dependant whose subscription it is, with no link to pay it', async () => {
    const message =
      'A assinatura de Ana Souza não está em dia: a carteirinha volta a valer quando o titular pagar a renovação.';
    const sent = stubApi({
      '/api/assinante': { status: 200, body: AS_DEPENDANT },
      '/api/carteirinha': refused(message),
    });
    render();
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    await vi.waitFor(() => expect(sent.calls.some((call) => call.path === '/api/assinante')).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Pagar a assinatura' })).toBeNull());
  });

  it("says a dependant's late subscription is the titular's", async () => {
    stubApi({
      '/api/assinante': { status: 200, body: AS_DEPENDANT },
      '/api/carteirinha': { status: 200, body: LATE },
    });
    render();
    expect(
      await screen.findByText(
        'O pagamento da assinatura de Ana Souza está em atraso: a carteirinha vale só até o fim da carência.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar a assinatura' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Carteirinha:/ })).toHaveAttribute('href', webPaths.memberCard);
  });
});
