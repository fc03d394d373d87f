import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Charge, Receipt } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import MyChargesScreen from './my-charges-screen';

afterEach(() => vi.unstubAllGlobals());

const charge = (fields: Partial<Charge>): Charge => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  amount: 12990,
  currency: 'BRL',
  method: 'pix',
  status: 'paga',
  createdAt: '2026-11-26T16:50:00.000Z',
  expiresAt: '2026-11-26T17:20:00.000Z',
  paidAt: '2026-11-26T17:00:00.000Z',
  pix: null,
  invoiceUrl: null,
  periodMonths: 12,
  automatic: false,
  periodFrom: null,
  ...fields,
});

const PAID = charge({});
const REFUNDING = charge({ id: 'c0000000-0000-4000-8000-000000000002', status: 'reembolso-pendente' });
const REFUNDED = charge({ id: 'c0000000-0000-4000-8000-000000000003', status: 'reembolsada', amount: 18978 });
const PENDING = charge({
  id: 'c0000000-0000-4000-8000-000000000004',
  status: 'pendente',
  paidAt: null,
  createdAt: '2027-11-16T12:00:00.000Z',
  expiresAt: '2099-12-03T02:59:59.000Z',
  pix: { copiaECola: '00020126580014br.gov.bcb.pix0136chave6304ABCD' },
});

const RECEIPT: Receipt = {
  chargeId: REFUNDED.id,
  status: 'reembolsada',
  items: [
    { name: 'Game Assist Black (anual)', amount: 12990 },
    { name: 'Dental', amount: 5988 },
  ],
  amount: 18978,
  method: 'pix',
  installments: 1,
  paidAt: '2026-11-26T17:00:00.000Z',
  payer: { name: 'Ana Souza', cpf: '***.982.247-**' },
  memberNumber: '7019000000000004',
  periodMonths: 12,
  automatic: false,
  periodFrom: null,
  refund: { amount: 18978, status: 'concluido', completedAt: '2026-11-27T17:00:00.000Z' },
};

const render = () =>
  renderRoutes(
    [
      { path: webPaths.myCharges, element: <MyChargesScreen /> },
      { path: webPaths.subscribe, element: <p>Tela de assinar</p> },
    ],
    { at: webPaths.myCharges },
  );

describe('Minhas cobranças', () => {
  it('lists every charge with its date, amount in reais, method and status, refunds included', async () => {
    stubApi({ '/api/cobrancas': { status: 200, body: { items: [PENDING, REFUNDED, REFUNDING, PAID] } } });
    render();
    const list = await screen.findByRole('list', { name: 'Cobranças' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(/R\$\s129,90 · PIX.*Criada em 16\/11\/2027, às 09:00.*Pendente/);
    expect(rows[1]).toHaveTextContent(/R\$\s189,78 · PIX.*Paga em 26\/11\/2026, às 14:00.*Reembolsada/);
    expect(rows[2]).toHaveTextContent('Reembolso em andamento');
    expect(rows[3]).toHaveTextContent(/Paga em 26\/11\/2026, às 14:00.*Paga/);
    // Only the ones whose money arrived have a receipt; only the pending one a PIX code.
    expect(within(rows[0]!).queryByRole('button', { name: /Ver recibo/ })).toBeNull();
    expect(within(rows[3]!).getByRole('button', { name: /Ver recibo/ })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button', { name: /código PIX/ })).toBeNull();
  });

  it('opens a paid charge’s receipt, with its refund, and prints it', async () => {
    const sent = stubApi({
      '/api/cobrancas': { status: 200, body: { items: [REFUNDED] } },
      [`/api/cobrancas/${REFUNDED.id}/recibo`]: { status: 200, body: RECEIPT },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Ver recibo de R\$\s189,78 · PIX$/ }));
    const receipt = await screen.findByRole('region', { name: 'Recibo de pagamento' });
    expect(receipt).toHaveTextContent(/Valor pago\s*R\$\s189,78/);
    expect(receipt).toHaveTextContent('Pago em26/11/2026, às 14:00');
    expect(receipt).toHaveTextContent('Ana Souza · CPF ***.982.247-**');
    expect(receipt).toHaveTextContent(/Dental: R\$\s59,88/);
    expect(receipt).toHaveTextContent(/Reembolso de R\$\s189,78 feito em 27\/11\/2026, às 14:00\./);
    expect(screen.getByRole('heading', { name: 'Recibo de pagamento' })).toHaveFocus();
    expect(sent.calls.map((call) => call.path)).toContain(`/api/cobrancas/${REFUNDED.id}/recibo`);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir recibo' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar às cobranças' }));
    expect(await screen.findByRole('list', { name: 'Cobranças' })).toBeInTheDocument();
  });

  it('opens a pending charge’s PIX code again', async () => {
    stubApi({
      '/api/cobrancas': { status: 200, body: { items: [PENDING] } },
      [`/api/cobrancas/${PENDING.id}`]: { status: 200, body: PENDING },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Ver código PIX de R\$\s129,90 · PIX$/ }));
    expect(await screen.findByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código PIX Copia e Cola')).toHaveValue(PENDING.pix?.copiaECola);
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(await screen.findByText('Tela de assinar')).toBeInTheDocument();
  });

  it('says when there is no charge yet, and offers another try when the list fails', async () => {
    stubApi({ '/api/cobrancas': [{ status: 503 }, { status: 200, body: { items: [] } }] });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Nenhuma cobrança ainda/)).toBeInTheDocument();
  });
});
