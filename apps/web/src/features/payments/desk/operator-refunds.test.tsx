import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRefund } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { expectOperatorsOnly } from '#web/test/desk.ts';
import { stubApi } from '#web/test/stub-api.ts';
import { OperatorRefunds } from './operator-refunds';

afterEach(() => vi.unstubAllGlobals());

const TO_MAKE: OperatorRefund = {
  id: 'r0000000-0000-4000-8000-000000000001',
  chargeId: 'c0000000-0000-4000-8000-000000000001',
  amount: 12990,
  method: 'pix',
  provider: 'pix-manual',
  pixKey: '+5511988887777',
  periodMonths: 12,
  automatic: false,
  periodFrom: null,
  status: 'pendente',
  requestedAt: '2026-11-26T17:00:00.000Z',
  completedAt: null,
  protocol: 'CAN-2026-000123',
  subscriber: { name: 'Bia Reis', email: 'bia@exemplo.com', memberNumber: '7019000000000012' },
};
const MADE: OperatorRefund = {
  ...TO_MAKE,
  status: 'concluido',
  completedAt: '2026-11-27T17:00:00.000Z',
};
const LIST = '/api/operador/reembolsos';
const COMPLETE = `/api/operador/reembolsos/${TO_MAKE.id}/concluir`;

const render = () =>
  renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <OperatorRefunds />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: webPaths.operator },
  );

/** Opens the refund on the table's row whose name matches, as a tap does: its panel shows beside. */
async function openRefund(table: HTMLElement, name: RegExp) {
  await userEvent.click(within(table).getByRole('button', { name }));
  return screen.getByRole('region', { name });
}

describe('the operators’ refunds', () => {
  it('lists each refund to make with its amount and PIX key, and marks it made after a confirmation', async () => {
    const sent = stubApi({
      [LIST]: [
        { status: 200, body: { items: [TO_MAKE] } },
        { status: 200, body: { items: [MADE] } },
      ],
      [COMPLETE]: { status: 200, body: { refund: MADE } },
    });
    render();
    const toMake = await screen.findByRole('table', { name: 'Reembolsos a fazer' });
    const item = await openRefund(toMake, /Bia Reis/);
    expect(item).toHaveAccessibleName(/Bia Reis · R\$\s129,90/);
    expect(item).toHaveTextContent('Chave PIX: +5511988887777');
    expect(item).toHaveTextContent('protocolo CAN-2026-000123');
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como reembolsado' }));
    const confirm = within(item).getByRole('group', { name: /Confirmar o reembolso de R\$\s129,90/ });
    expect(confirm).toHaveTextContent(/Confirma que enviou R\$\s129,90 por PIX para a chave \+5511988887777\?/);
    // Nothing is sent before the second tap.
    expect(sent.calls.filter((call) => call.path === COMPLETE)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim, reembolso enviado' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Reembolso de R\$\s129,90 para Bia Reis marcado como feito\./,
    );
    // The panel stays on the refund, now among those made, and offers nothing more to do.
    const made = await screen.findByRole('table', { name: 'Reembolsos feitos' });
    expect(within(made).getByRole('row', { name: /Bia Reis/ })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: /Bia Reis/ });
    expect(panel).toHaveTextContent('Reembolso concluído em 27/11/2026, às 14:00.');
    expect(within(panel).queryByRole('button', { name: /reembols/i })).toBeNull();
    expect(screen.getByText('Nenhum reembolso a fazer.')).toBeInTheDocument();
    expect(sent.calls.filter((call) => call.path === COMPLETE).map((call) => call.method)).toEqual(['POST']);
  });

  it("shows the server's refusal (409: already made), and an Asaas refund has no button", async () => {
    stubApi({
      [LIST]: {
        status: 200,
        body: {
          items: [
            TO_MAKE,
            { ...TO_MAKE, id: 'r2', provider: 'asaas', subscriber: { ...TO_MAKE.subscriber, name: 'Caio' } },
          ],
        },
      },
      [COMPLETE]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Este reembolso já foi concluído.' },
      },
    });
    render();
    const toMake = await screen.findByRole('table', { name: 'Reembolsos a fazer' });
    const asaas = await openRefund(toMake, /Caio/);
    expect(asaas).toHaveTextContent('O Asaas faz este reembolso');
    expect(within(asaas).queryByRole('button', { name: /reembols/i })).toBeNull();
    const item = await openRefund(toMake, /Bia Reis/);
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como reembolsado' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Sim, reembolso enviado' }));
    expect(await within(item).findByText('Este reembolso já foi concluído.')).toBeInTheDocument();
  });

  it('says so to a non-operator (403)', () => expectOperatorsOnly(LIST, render));
});
