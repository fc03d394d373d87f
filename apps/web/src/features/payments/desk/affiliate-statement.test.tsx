import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateStatement as Statement } from '@game-assist/contracts/schemas';
import { COMMISSION_ROUNDING, webPaths } from '@game-assist/contracts/rules';
import { captureDownloads } from '#web/test/downloads.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { AffiliateStatement } from './affiliate-statement';

const statementOf = (month: string): Statement => ({
  month,
  rounding: COMMISSION_ROUNDING,
  items: [
    {
      affiliateId: 'a1',
      affiliateName: 'Clínica Boa Vista',
      subscriptionsBrought: 3,
      paidCharges: 2,
      paidAmount: 31968,
      refundedCharges: 1,
      refundedAmount: 12990,
      commission: 1897,
    },
  ],
});
// What the API sends: a BOM, ';' between cells, comma decimals, CRLF.
const CSV = '\uFEFFmes;afiliado;comissao\r\n2026-10;Clínica Boa Vista;18,97\r\n';

interface Call {
  search: string;
  accept: string | null;
}

/** The API's two answers to the statement path: JSON, or the CSV bytes when asked for text/csv. */
function stubStatement(
  csvAnswer = () =>
    new Response(new TextEncoder().encode(CSV), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      if (url.pathname !== '/api/operador/afiliados/extrato') throw new Error(`unexpected call to ${url.pathname}`);
      const accept = request.headers.get('accept');
      calls.push({ search: url.search, accept });
      if (accept === 'text/csv') return csvAnswer();
      return Response.json(statementOf(url.searchParams.get('mes') ?? ''));
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 01:30 UTC on 1 November is still 31 October in São Paulo.
  vi.setSystemTime(new Date('2026-11-01T01:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = () =>
  renderRoutes([{ path: webPaths.operator, element: <AffiliateStatement /> }], { at: webPaths.operator });

/** Opens an affiliate's row, as a tap does: what their links brought shows in the panel beside. */
async function openAffiliate(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('region', { name });
}

describe('the affiliates’ statement', () => {
  it('shows per affiliate what their links brought and the commission, for the month chosen', async () => {
    const calls = stubStatement();
    render();
    const month = screen.getByLabelText('Mês');
    expect(month).toHaveValue('2026-10');
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent('outubro de 2026');
    const item = await openAffiliate('Clínica Boa Vista');
    expect(item).toHaveTextContent('Assinaturas trazidas3');
    expect(item).toHaveTextContent(/Cobranças pagas2 · R\$\s319,68/);
    expect(item).toHaveTextContent(/Reembolsadas1 · R\$\s129,90/);
    expect(item).toHaveTextContent(/ComissãoR\$\s18,97/);
    expect(screen.getByText(COMMISSION_ROUNDING)).toBeInTheDocument();
    await userEvent.selectOptions(month, '2026-09');
    expect(await screen.findByRole('row', { name: /Clínica Boa Vista/ })).toBeInTheDocument();
    expect(calls.map((call) => call.search)).toEqual(['?mes=2026-10', '?mes=2026-09']);
  });

  it('downloads the CSV as the API wrote it (BOM kept), asking with Accept: text/csv and only the month in the URL', async () => {
    const calls = stubStatement();
    const { saved, clicked, restore } = captureDownloads('blob:extrato');
    render();
    await screen.findByRole('row', { name: /Clínica Boa Vista/ });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:extrato', download: 'extrato-afiliados-2026-10.csv' });
    expect(calls.at(-1)).toEqual({ search: '?mes=2026-10', accept: 'text/csv' });
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
    restore();
  });

  it('says the API’s words when the download is refused, and saves nothing', async () => {
    const message = 'Sua sessão da equipe terminou. Entre com a sua chave de acesso de novo.';
    stubStatement(() => Response.json({ statusCode: 403, error: 'Forbidden', message }, { status: 403 }));
    const { clicked, restore } = captureDownloads('blob:extrato');
    render();
    await screen.findByRole('row', { name: /Clínica Boa Vista/ });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(clicked).toHaveLength(0);
    restore();
  });
});
