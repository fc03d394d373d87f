import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorCharge } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { expectOperatorsOnly } from '#web/test/desk.ts';
import { stubApi } from '#web/test/stub-api.ts';
import { OperatorCharges } from './operator-charges';

// The device's passkey prompt (Chromium's virtual authenticator stands in for it in e2e, not in jsdom).
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));

afterEach(() => {
  vi.unstubAllGlobals();
  startAuthentication.mockReset();
});

const PENDING: OperatorCharge = {
  id: 'c0000000-0000-4000-8000-000000000001',
  amount: 12990,
  currency: 'BRL',
  method: 'pix',
  status: 'pendente',
  createdAt: '2026-11-26T17:00:00.000Z',
  expiresAt: '2026-11-26T17:30:00.000Z',
  paidAt: null,
  pix: null,
  invoiceUrl: null,
  periodMonths: 12,
  automatic: false,
  periodFrom: null,
  txid: 'GA1234567890',
  provider: 'pix-manual',
  subscriber: { name: 'Paula Pagante', email: 'paula@exemplo.com', memberNumber: '' },
  confirmedBy: null,
};
const LIST = '/api/operador/cobrancas';
const CONFIRM = `/api/operador/cobrancas/${PENDING.id}/confirmar`;

const render = () =>
  renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <OperatorCharges />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: webPaths.operator },
  );

describe('the operators’ charges', () => {
  it('confirms a pending PIX charge from its panel, says so in a toast, and pages through the server’s pages', async () => {
    const sent = stubApi({
      [LIST]: (search) =>
        search === '?status=pendente'
          ? { status: 200, body: { items: [PENDING], nextCursor: null } }
          : search === ''
            ? { status: 200, body: { items: [{ ...PENDING, status: 'paga' }], nextCursor: 'next' } }
            : { status: 200, body: { items: [], nextCursor: null } },
      [CONFIRM]: { status: 200, body: { charge: { ...PENDING, status: 'paga' } } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Paula Pagante/ }));
    const panel = screen.getByRole('region', { name: /Paula Pagante · R\$\s129,90/ });
    expect(panel).toHaveTextContent('Identificador do PIX (txid): GA1234567890');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirmar recebimento' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Recebimento confirmado: Paula Pagante · R\$\s129,90\. A cobrança não aparece mais neste filtro\./,
    );
    expect(sent.calls.filter((call) => call.path === CONFIRM).map((call) => call.method)).toEqual(['POST']);

    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    expect(await screen.findByText('1–1 de 1 carregados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await vi.waitFor(() =>
      expect(sent.calls.filter((call) => call.path === LIST).map((call) => call.search)).toContain('?cursor=next'),
    );
  });

  it('asks for the passkey again when the last check is older than 10 minutes, then confirms once', async () => {
    const stepUp = {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        reason: 'staff-step-up',
        message: 'Confirme com a sua chave de acesso: a última confirmação foi há mais de 10 minutos. Nada mudou.',
      },
    };
    const assertion = {
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln' },
      clientExtensionResults: {},
    };
    startAuthentication.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    startAuthentication.mockResolvedValueOnce(assertion);
    const sent = stubApi({
      [LIST]: { status: 200, body: { items: [PENDING], nextCursor: null } },
      [CONFIRM]: [stepUp, { status: 200, body: { charge: { ...PENDING, status: 'paga' } } }],
      '/api/operador/reverificacao/opcoes': {
        status: 200,
        body: { challenge: 'Y2hhbGxlbmdl', userVerification: 'required' },
      },
      '/api/operador/reverificacao': { status: 200, body: { verifiedAt: '2026-12-02T16:00:00.000Z' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Paula Pagante/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    const prompt = await screen.findByRole('group', { name: 'Confirme com a sua chave de acesso' });
    expect(prompt).toHaveTextContent('a última confirmação foi há mais de 10 minutos. Nada mudou.');

    // Cancelled on the device: said so, nothing sent, the prompt stays.
    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirmar com a chave de acesso' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('A chave de acesso não foi usada.');
    expect(sent.calls.filter((call) => call.path === '/api/operador/reverificacao')).toHaveLength(0);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirmar com a chave de acesso' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Recebimento confirmado: Paula Pagante/);
    expect(sent.find((call) => call.path === '/api/operador/reverificacao')?.body).toEqual(assertion);
    expect(sent.calls.filter((call) => call.path === CONFIRM)).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Confirme com a sua chave de acesso' })).not.toBeInTheDocument();
  });

  it('says so to a non-operator (403)', () => expectOperatorsOnly(LIST, render));
});
