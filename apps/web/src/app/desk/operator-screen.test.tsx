import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import OperatorScreen from './operator-screen';

afterEach(() => vi.unstubAllGlobals());

const FINANCE_AND_DESK = {
  id: 'o1',
  email: 'olga@exemplo.com.br',
  nome: 'Olga',
  roles: ['atendimento', 'financeiro'],
  verifiedAt: '2026-12-02T10:00:00.000Z',
};

describe('/Operador', () => {
  it("offers 'Reembolsos' and 'Afiliados' beside the queues, each loaded when opened", async () => {
    stubApi({
      '/api/operador/eu': { status: 200, body: FINANCE_AND_DESK },
      '/api/operador/atendimentos': { status: 200, body: { items: [], nextCursor: null, atRisk: 0, overdue: 0 } },
      '/api/operador/reembolsos': { status: 200, body: { items: [] } },
      '/api/operador/afiliados/extrato': {
        status: 200,
        body: { month: '2026-11', rounding: 'Arredondada para baixo.', items: [] },
      },
      '/api/operador/afiliados': { status: 200, body: { items: [] } },
    });
    renderRoutes([{ path: webPaths.operator, element: <OperatorScreen /> }], { at: webPaths.operator });
    await userEvent.click(await screen.findByRole('button', { name: 'Reembolsos' }));
    expect(screen.getByRole('button', { name: 'Reembolsos' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Nenhum reembolso a fazer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afiliados' }));
    expect(await screen.findByRole('heading', { name: 'Extrato dos afiliados' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum afiliado com movimento neste mês.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Parceiros' })).toBeInTheDocument();
  });

  it("shows only the tabs the roles allow: an atendimento's are 'Atendimentos' and 'Assinantes'", async () => {
    stubApi({
      '/api/operador/eu': { status: 200, body: { ...FINANCE_AND_DESK, roles: ['atendimento'] } },
      '/api/operador/atendimentos': { status: 200, body: { items: [], nextCursor: null, atRisk: 0, overdue: 0 } },
    });
    renderRoutes([{ path: webPaths.operator, element: <OperatorScreen /> }], { at: webPaths.operator });
    expect(await screen.findByRole('button', { name: 'Atendimentos' })).toBeInTheDocument();
    for (const name of ['Cobranças', 'Reembolsos', 'Afiliados', 'Indicadores', 'Equipe', 'Catálogo', 'Auditoria']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // 'Assinantes' is every staff role's, its code loaded when opened.
    await userEvent.click(screen.getByRole('button', { name: 'Assinantes' }));
    expect(await screen.findByRole('search', { name: 'Buscar assinantes' })).toBeInTheDocument();
  });

  it("gives an administrador every tab, 'Equipe' among them", async () => {
    stubApi({
      '/api/operador/eu': { status: 200, body: { ...FINANCE_AND_DESK, roles: ['administrador'] } },
      '/api/operador/atendimentos': { status: 200, body: { items: [], nextCursor: null, atRisk: 0, overdue: 0 } },
      '/api/admin/equipe': { status: 200, body: { items: [] } },
    });
    renderRoutes([{ path: webPaths.operator, element: <OperatorScreen /> }], { at: webPaths.operator });
    await userEvent.click(await screen.findByRole('button', { name: 'Equipe' }));
    expect(await screen.findByRole('form', { name: 'Convidar para a equipe' })).toBeInTheDocument();
    for (const name of ['Atendimentos', 'Cobranças', 'Reembolsos', 'Afiliados', 'Catálogo']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("offers 'Auditoria' to the administrador only, its code loaded when opened", async () => {
    stubApi({
      '/api/operador/eu': { status: 200, body: { ...FINANCE_AND_DESK, roles: ['administrador'] } },
      '/api/operador/atendimentos': { status: 200, body: { items: [], nextCursor: null, atRisk: 0, overdue: 0 } },
      '/api/admin/auditoria': { status: 200, body: { items: [], nextCursor: null } },
    });
    renderRoutes([{ path: webPaths.operator, element: <OperatorScreen /> }], { at: webPaths.operator });
    await userEvent.click(await screen.findByRole('button', { name: 'Auditoria' }));
    expect(await screen.findByRole('heading', { name: 'Registro de auditoria' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma entrada com estes filtros.')).toBeInTheDocument();
  });

  it('asks for the staff passkey when the session is an e-mailed code’s', async () => {
    stubApi({
      '/api/operador/eu': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Entre com a sua chave de acesso.',
          reason: 'staff-passkey',
          role: 'equipe',
        },
      },
    });
    renderRoutes([{ path: webPaths.operator, element: <OperatorScreen /> }], { at: webPaths.operator });
    expect(await screen.findByRole('heading', { name: 'Entre com a sua chave de acesso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar com a chave de acesso' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Criar a minha chave de acesso' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Atendimentos' })).not.toBeInTheDocument();
  });
});
