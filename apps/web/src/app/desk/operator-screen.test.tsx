import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import OperatorScreen from './operator-screen';

afterEach(() => vi.unstubAllGlobals());

describe('/Operador', () => {
  it("offers 'Reembolsos' and 'Afiliados' beside the queues, each loaded when opened", async () => {
    stubApi({
      '/api/operador/atendimentos': { status: 200, body: { items: [], nextCursor: null, atRisk: 0, overdue: 0 } },
      '/api/operador/reembolsos': { status: 200, body: { items: [] } },
      '/api/operador/afiliados/extrato': {
        status: 200,
        body: { month: '2026-11', rounding: 'Arredondada para baixo.', items: [] },
      },
    });
    renderRoutes([{ path: webPaths.operator, element: <OperatorScreen /> }], { at: webPaths.operator });
    await userEvent.click(screen.getByRole('button', { name: 'Reembolsos' }));
    expect(screen.getByRole('button', { name: 'Reembolsos' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Nenhum reembolso a fazer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afiliados' }));
    expect(await screen.findByRole('heading', { name: 'Extrato dos afiliados' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum afiliado com movimento neste mês.')).toBeInTheDocument();
  });
});
