import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { OperatorAffiliate } from '@game-assist/contracts/schemas';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import { AffiliateAccounts } from './affiliate-accounts';

const LARA: OperatorAffiliate = {
  affiliateId: 'aff-001',
  name: 'Lara Gamer',
  code: 'GAMEASSIST10',
  account: null,
  pendingBio: { name: 'Lara G.', photoUrl: null, text: 'Jogo todo dia e me cuido.' },
  hasPixKey: true,
  payouts: [],
};
const E2E = 'E12345678202612061200abcdefghijk';
const refusal = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, error: 'Conflict', message },
});

const render = () =>
  renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <AffiliateAccounts />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: webPaths.operator },
  );

async function openLara() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lara Gamer' }));
  return screen.getByRole('region', { name: 'Lara Gamer' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("'Afiliados' → 'Parceiros'", () => {
  it('invites a partner by e-mail; a refusal says why and keeps the address', async () => {
    const sent = stubApi({
      '/api/operador/afiliados': { status: 200, body: { items: [LARA] } },
      '/api/operador/afiliados/aff-001/convite': [
        refusal(409, 'Este e-mail já é de outro parceiro.'),
        {
          status: 200,
          body: {
            ...LARA,
            account: { email: 'lara@exemplo.com.br', accepted: false, invitedAt: '2026-12-03T15:00:00.000Z' },
          },
        },
      ],
    });
    render();
    const panel = await openLara();
    await userEvent.type(within(panel).getByLabelText('E-mail do parceiro'), 'lara@exemplo.com.br');
    await userEvent.click(within(panel).getByRole('button', { name: 'Convidar parceiro' }));
    expect(await within(panel).findByText('Este e-mail já é de outro parceiro.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('E-mail do parceiro')).toHaveValue('lara@exemplo.com.br');
    await userEvent.click(within(panel).getByRole('button', { name: 'Convidar parceiro' }));
    expect(await screen.findByText('Convite de parceiro enviado para lara@exemplo.com.br.')).toBeInTheDocument();
    expect(sent.filter((call) => call.path.endsWith('/convite')).map((call) => call.body)).toEqual([
      { email: 'lara@exemplo.com.br' },
      { email: 'lara@exemplo.com.br' },
    ]);
  });

  it('shows the bio waiting and approves it', async () => {
    stubApi({
      '/api/operador/afiliados': [
        { status: 200, body: { items: [LARA] } },
        { status: 200, body: { items: [{ ...LARA, pendingBio: null }] } },
      ],
      '/api/operador/afiliados/aff-001/bio/aprovar': { status: 200, body: { ...LARA, pendingBio: null } },
    });
    render();
    expect(await screen.findByText('Aguardando aprovação')).toBeInTheDocument();
    const panel = await openLara();
    expect(within(panel).getByText('Jogo todo dia e me cuido.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Aprovar bio' }));
    expect(await screen.findByText('Bio de Lara G. aprovada: já aparece para os visitantes.')).toBeInTheDocument();
  });

  it('records a payout in centavos for the newest closed month, the date as the API reads it; a refusal keeps it all', async () => {
    const sent = stubApi({
      '/api/operador/afiliados': { status: 200, body: { items: [LARA] } },
      '/api/operador/afiliados/aff-001/pagamentos': [
        refusal(409, 'Este identificador já foi usado em outro pagamento.'),
        {
          status: 201,
          body: {
            id: 'p1',
            month: '2026-10',
            amountCents: 12990,
            paidOn: '2026-12-02',
            endToEndId: E2E,
            recordedAt: '2026-12-03T15:00:00.000Z',
          },
        },
      ],
    });
    render();
    const panel = await openLara();
    const form = within(panel).getByRole('form', { name: 'Registrar pagamento' });
    // On 3 December November is still open (it closes on the 5th): October is the newest payable month.
    expect(within(form).getByLabelText('Mês que o pagamento quita')).toHaveValue('2026-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await within(form).findByText('Informe o valor pago, como 129,90.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Valor pago (R$)'), '129,90');
    await userEvent.type(within(form).getByLabelText('Data do pagamento'), '02122026');
    await userEvent.type(within(form).getByLabelText('Identificador fim a fim (E2E) do PIX'), E2E);
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await within(form).findByText('Este identificador já foi usado em outro pagamento.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Valor pago (R$)')).toHaveValue('129,90');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar pagamento' }));
    expect(await screen.findByText(/Pagamento de R\$\s129,90 registrado para Lara Gamer\./)).toBeInTheDocument();
    expect(sent.filter((call) => call.path.endsWith('/pagamentos')).at(-1)?.body).toEqual({
      mes: '2026-10',
      amountCents: 12990,
      paidOn: '2026-12-02',
      endToEndId: E2E,
    });
  });
});
