import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndicatorMonth, Indicators } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { axeViolations } from '#web/test/axe.ts';
import { captureDownloads } from '#web/test/downloads.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { forbidden, stubApi, type Answer } from '#web/test/stub-api.ts';
import { IndicatorsScreen } from './indicators-screen';

// jsdom and axe on a shared machine take seconds.
vi.setConfig({ testTimeout: 30_000 });

const monthOf = (month: string, active: number): IndicatorMonth => ({
  month,
  activeAtStart: active - 1,
  activeAtEnd: active,
  newPaid: 2,
  cancelled: { withdrawals: 1, others: 0, total: 1 },
  churnPercent: 12.5,
  revenue: { pix: 25_980, cartao: 13_080, total: 39_060 },
  refunds: { pix: 0, cartao: 13_080, total: 13_080 },
  mrr: 3_255,
  arr: 39_060,
  inGrace: 1,
  suspended: 0,
  dependants: 3,
  requests: { opened: 4, onTime: 3, late: 1 },
  commissions: -1_308,
  satisfaction: { ratings: 2, average: 4.5, fourOrFivePercent: 100, byCoverage: [] },
});
/** `value` with every number in it 0 (a month's counts and sums with nothing in them). */
function zeroed<T>(value: T): T {
  if (typeof value === 'number') return 0 as T;
  if (Array.isArray(value)) return [] as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, zeroed(part)])) as T;
  return value;
}
/** A month with nothing in it: no ratio, no average. */
const QUIET: IndicatorMonth = {
  ...zeroed(monthOf('2026-10', 0)),
  churnPercent: null,
  satisfaction: { ratings: 0, average: null, fourOrFivePercent: null, byCoverage: [] },
};
const CSV = '\uFEFFMês;Assinaturas ativas no início\r\n2026-10;4\r\n';

type Given = (query: URLSearchParams) => Answer | undefined;

/** The API's answers to the indicators path: JSON (each month of `de`…`ate`), or the CSV asked for with text/csv. */
function stubIndicators(given: Given = () => undefined) {
  const { calls } = stubApi({
    '/api/admin/indicadores': (search, request) => {
      const query = new URLSearchParams(search);
      const answer = given(query);
      if (answer) return answer;
      if (request.headers.get('accept') === 'text/csv') return { status: 200, text: CSV };
      const [from, to] = [query.get('de') ?? '', query.get('ate') ?? ''];
      const months = ['2026-09', '2026-10'].filter((month) => month >= from && month <= to);
      const body: Indicators = {
        from,
        to,
        asOf: '2026-10-31T12:00:00.000Z',
        months: months.map((m, i) => monthOf(m, 4 + i)),
      };
      return { status: 200, body };
    },
  });
  return {
    get list() {
      return calls.map((call) => ({ search: call.search, accept: call.headers.accept ?? null }));
    },
  };
}

// The last day of October in São Paulo, though November in UTC.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-01T01:30:00.000Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = () =>
  renderRoutes([{ path: webPaths.operator, element: <IndicatorsScreen /> }], { at: webPaths.operator });

describe("'Indicadores'", () => {
  it('asks for the last 12 months by default and shows every figure per month, with charts and their tables', async () => {
    const calls = stubIndicators();
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando os indicadores…');
    expect(screen.getByLabelText('De')).toHaveValue('2025-11');
    expect(screen.getByLabelText('Até')).toHaveValue('2026-10');
    expect(screen.getByLabelText('Até')).toHaveDisplayValue('out. 2026');
    const table = await screen.findByRole('table', { name: 'Indicadores por mês' });
    expect(calls.list[0]).toEqual({ search: '?de=2025-11&ate=2026-10', accept: 'application/json' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Assinaturas ativas no fim')).toHaveTextContent('Assinaturas ativas no fim45');
    expect(row('Churn')).toHaveTextContent('12,50 %');
    expect(row('Receita cartão')).toHaveTextContent(/R\$\s130,80/);
    expect(row('MRR')).toHaveTextContent(/R\$\s32,55/);
    expect(row('Comissões de afiliados')).toHaveTextContent(/-R\$\s13,08|R\$\s-13,08/);
    expect(row('Nota média')).toHaveTextContent('4,50');
    expect(row('Notas 4 e 5')).toHaveTextContent('100,00 %');
    expect(row('Respondidos com atraso')).toHaveTextContent('1');
    const chart = screen.getByRole('figure', { name: 'Receita total' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/Receita total: gráfico de barras/);
    expect(within(chart).getByRole('table', { name: 'Receita total' })).toHaveTextContent(/out\. 2026R\$\s390,60/);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks again for another period, and says when the start comes after the end without asking', async () => {
    const calls = stubIndicators();
    render();
    await screen.findByRole('table', { name: 'Indicadores por mês' });
    await userEvent.selectOptions(screen.getByLabelText('De'), '2026-09');
    await vi.waitFor(() => expect(calls.list.at(-1)?.search).toBe('?de=2026-09&ate=2026-10'));
    await userEvent.selectOptions(screen.getByLabelText('Até'), '2026-08');
    expect(await screen.findByText('O mês inicial deve vir antes do mês final.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Indicadores por mês' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeDisabled();
    expect(calls.list.map((call) => call.search)).not.toContain('?de=2026-09&ate=2026-08');
  });

  it('downloads the CSV as the API wrote it, asking with Accept: text/csv', async () => {
    const calls = stubIndicators();
    const { saved, clicked, restore } = captureDownloads('blob:indicadores');
    render();
    await screen.findByRole('table', { name: 'Indicadores por mês' });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:indicadores', download: 'indicadores-2025-11-a-2026-10.csv' });
    expect(calls.list.at(-1)).toEqual({ search: '?de=2025-11&ate=2026-10', accept: 'text/csv' });
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
    restore();
  });

  it('says so when nothing happened, and when the load failed (with a retry)', async () => {
    let failing = true;
    stubIndicators((query) => {
      if (query.get('de') === '2026-10')
        return { status: 200, body: { from: '2026-10', to: '2026-10', asOf: '', months: [QUIET] } };
      if (failing) return { status: 503, text: 'falhou' };
      return undefined;
    });
    render();
    expect(await screen.findByText(/Não foi possível carregar os indicadores/)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Indicadores por mês' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('De'), '2026-10');
    expect(await screen.findByText('Nenhum movimento no período escolhido.')).toBeInTheDocument();
  });

  it('tells a person without the role that the screen is not theirs', async () => {
    stubIndicators(() => forbidden('Sem acesso.'));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso restrito ao financeiro e aos administradores.');
  });
});
