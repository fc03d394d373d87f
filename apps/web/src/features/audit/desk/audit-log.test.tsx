import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { AuditEntry, AuditList, AuditVerification } from '@game-assist/contracts/schemas';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { axeViolations } from '#web/test/axe.ts';
import { captureDownloads } from '#web/test/downloads.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import { AuditLog } from './audit-log';

afterEach(() => vi.unstubAllGlobals());

// Typing, and axe walking the page, take seconds in jsdom on a shared machine.
const SLOW = 30_000;

const CONFIRMED: AuditEntry = {
  id: '2',
  at: '2026-11-26T17:00:00.000Z',
  actor: { id: '0b7c2f8e-1d4a-4c3b-9e5f-2a6d8c0e4f11', email: 'fabio@exemplo.com.br', roles: ['financeiro'] },
  action: 'cobranca.confirmar',
  target: { type: 'cobranca', id: 'c0000000-0000-4000-8000-000000000001' },
  before: { status: 'pendente', paidAt: null },
  after: { status: 'paga', paidAt: '2026-11-26T17:00:00.000Z', amountCents: 12990 },
  request: { id: 'req-7', ip: '203.0.113.4' },
  prevHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
};
const READ: AuditEntry = {
  ...CONFIRMED,
  id: '1',
  at: '2026-11-25T13:05:00.000Z',
  actor: { ...CONFIRMED.actor, email: 'ana@exemplo.com.br', roles: ['atendimento'] },
  action: 'assinante.consultar',
  target: { type: 'assinante', id: 'a0000000-0000-4000-8000-000000000009' },
  before: null,
  after: { serviceRequests: ['r-1', 'r-2'] },
  prevHash: '0'.repeat(64),
  hash: 'a'.repeat(64),
};
// What the API sends: a BOM, ';' between cells, CRLF.
const CSV = '\uFEFFEntrada;Quando\r\n2;26/11/2026, às 14:00\r\n';

interface Call {
  path: string;
  params: Record<string, string>;
  accept: string | null;
}

/** The API's audit paths: the list (JSON, or the CSV for text/csv) and the verification, answers in turn. */
function stubAudit(answers: { list: Answer[] | ((params: Record<string, string>) => Answer); verify?: Answer[] }) {
  const { list } = answers;
  const sent = stubApi({
    '/api/admin/auditoria': (search, request) => {
      const answer = typeof list === 'function' ? list(Object.fromEntries(new URLSearchParams(search))) : list[0]!;
      if (typeof list !== 'function' && list.length > 1) list.shift();
      if (request.headers.get('accept') !== 'text/csv' || answer === 'offline' || answer.status !== 200) return answer;
      return { status: 200, text: CSV, headers: { 'Content-Type': 'text/csv; charset=utf-8' } };
    },
    ...(answers.verify ? { '/api/admin/auditoria/verificacao': answers.verify } : {}),
  });
  const calls = (): Call[] =>
    sent.calls.map((call) => ({
      path: call.path,
      params: Object.fromEntries(new URLSearchParams(call.search)),
      accept: call.headers.accept ?? null,
    }));
  return calls;
}

const page = (items: AuditEntry[], nextCursor: string | null = null): Answer => ({
  status: 200,
  body: { items, nextCursor } satisfies AuditList,
});
const refused = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

const render = () =>
  renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <AuditLog />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: `${webPaths.operator}?aba=auditoria` },
  );

describe("the desk's 'Auditoria'", { timeout: SLOW }, () => {
  it('lists the entries in words, opens one with its before and after, and axe finds nothing', async () => {
    stubAudit({ list: [page([CONFIRMED, READ])] });
    const { container } = render();
    expect(screen.getByText('Carregando a auditoria…')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /fabio@exemplo.com.br/ });
    expect(row).toHaveTextContent('26/11/2026, às 14:00');
    expect(row).toHaveTextContent('Financeiro');
    expect(row).toHaveTextContent('Confirmou uma cobrança');
    expect(row).toHaveTextContent('Cobrançac0000000-0000-4000-8000-000000000001');
    expect(row).toHaveTextContent(/Status: pendente → paga; Paga em: — → 26\/11\/2026, às 14:00; Valor: R\$\s129,90/);
    expect(screen.getByRole('row', { name: /ana@exemplo.com.br/ })).toHaveTextContent(
      'Consultou dados de um assinante',
    );
    expect(screen.getByRole('row', { name: /ana@exemplo.com.br/ })).toHaveTextContent('Atendimentos vistos: r-1, r-2');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(row).getAllByRole('button')[0]!);
    const panel = screen.getByRole('region', { name: 'Entrada nº 2 · Confirmou uma cobrança' });
    expect(panel).toHaveTextContent('Pedidoreq-7');
    expect(panel).toHaveTextContent('IP203.0.113.4');
    expect(panel).toHaveTextContent(`Hash${'b'.repeat(64)}`);
    const changes = within(panel).getByRole('table', { name: 'Antes e depois' });
    expect(within(changes).getByRole('row', { name: /^Status/ })).toHaveTextContent('Statuspendentepaga');
    expect(within(changes).getByRole('row', { name: /^Valor/ })).toHaveTextContent(/Valor—R\$\s129,90/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('applies the filters typed (São Paulo days as the API names them), nothing of them in the page’s URL', async () => {
    const calls = stubAudit({ list: (params) => page(params.pessoa ? [CONFIRMED] : [CONFIRMED, READ]) });
    const { router } = render();
    await screen.findByRole('row', { name: /ana@exemplo.com.br/ });
    const filters = screen.getByRole('search', { name: 'Filtrar a auditoria' });
    await userEvent.type(within(filters).getByLabelText('Pessoa (e-mail ou id da conta)'), 'fabio');
    await userEvent.selectOptions(within(filters).getByLabelText('Ação'), 'Confirmou uma cobrança');
    await userEvent.selectOptions(within(filters).getByLabelText('Tipo de alvo'), 'Cobrança');
    await userEvent.type(within(filters).getByLabelText('Id do alvo'), 'c0000000');
    await userEvent.type(within(filters).getByLabelText('De'), '01112026');
    await userEvent.type(within(filters).getByLabelText('Até'), '31112026');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    // 31/11 is no day: said under the field, nothing asked.
    expect(within(filters).getByRole('alert')).toHaveTextContent('Escreva a data como DD/MM/AAAA.');
    expect(calls()).toHaveLength(1);
    await userEvent.clear(within(filters).getByLabelText('Até'));
    await userEvent.type(within(filters).getByLabelText('Até'), '30112026');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /ana@exemplo.com.br/ })).not.toBeInTheDocument());
    expect(calls().at(-1)?.params).toEqual({
      pessoa: 'fabio',
      acao: 'cobranca.confirmar',
      alvoTipo: 'cobranca',
      alvoId: 'c0000000',
      de: '2026-11-01',
      ate: '2026-11-30',
      limit: '25',
    });
    expect(router.state.location.search).toBe('?aba=auditoria');

    await userEvent.click(within(filters).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('row', { name: /ana@exemplo.com.br/ })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Pessoa (e-mail ou id da conta)')).toHaveValue('');
    expect(calls().at(-1)?.params).toEqual({ limit: '25' });
  });

  it('loads the next page from the cursor the API gave', async () => {
    const calls = stubAudit({ list: (params) => (params.cursor ? page([READ]) : page([CONFIRMED], '2')) });
    render();
    await screen.findByRole('row', { name: /fabio@exemplo.com.br/ });
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('row', { name: /ana@exemplo.com.br/ })).toBeInTheDocument();
    expect(calls().at(-1)?.params).toEqual({ cursor: '2', limit: '25' });
  });

  it("'Exportar CSV' downloads the filtered entries as the API wrote them (BOM kept), asked with Accept: text/csv", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 01:30 UTC on 1 December is still 30 November in São Paulo.
    vi.setSystemTime(new Date('2026-12-01T01:30:00.000Z'));
    const calls = stubAudit({ list: (params) => page(params.pessoa ? [CONFIRMED] : [CONFIRMED, READ]) });
    const { saved, clicked, restore } = captureDownloads('blob:auditoria');
    render();
    await screen.findByRole('row', { name: /ana@exemplo.com.br/ });
    await userEvent.type(screen.getByLabelText('Pessoa (e-mail ou id da conta)'), 'fabio');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /ana@exemplo.com.br/ })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:auditoria', download: 'auditoria-2026-11-30.csv' });
    expect(calls().at(-1)).toEqual({ path: '/api/admin/auditoria', params: { pessoa: 'fabio' }, accept: 'text/csv' });
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
    expect(
      await screen.findByText('Auditoria exportada: o arquivo tem as entradas dos filtros aplicados.'),
    ).toBeVisible();
    restore();
    vi.useRealTimers();
  });

  it('says why an export was refused, in the API’s words', async () => {
    const tooMany = 'Mais de 10.000 entradas com estes filtros: escolha um período menor para exportar.';
    stubAudit({ list: (params) => (params.limit ? page([CONFIRMED]) : refused(400, tooMany)) });
    render();
    await screen.findByRole('row', { name: /fabio@exemplo.com.br/ });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it("'Verificar a cadeia' says the chain is whole, or names the first entry that does not match", async () => {
    const whole: AuditVerification = { ok: true, checked: 3, firstId: '1', lastId: '3', broken: null };
    const broken: AuditVerification = {
      ok: false,
      checked: 1,
      firstId: '1',
      lastId: '1',
      broken: { id: '2', reason: 'O conteúdo desta entrada não confere com o seu hash: ela foi alterada.' },
    };
    const calls = stubAudit({
      list: [page([CONFIRMED, READ])],
      verify: [{ status: 200, body: whole }, 'offline', { status: 200, body: broken }],
    });
    const { container } = render();
    await screen.findByRole('row', { name: /ana@exemplo.com.br/ });
    const check = screen.getByRole('button', { name: 'Verificar a cadeia' });
    await userEvent.click(check);
    expect(await screen.findByText(/^A cadeia está íntegra/)).toHaveTextContent(
      'A cadeia está íntegra: 3 entradas conferidas, da nº 1 à nº 3.',
    );
    await userEvent.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão. A cadeia não foi verificada: tente de novo.',
    );
    await userEvent.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A cadeia não confere a partir da entrada nº 2: O conteúdo desta entrada não confere com o seu hash: ela foi alterada. (1 entrada conferida antes dela.)',
    );
    expect(calls().filter((call) => call.path === '/api/admin/auditoria/verificacao')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when nothing matches, offers another try after a failure, and is refused to other roles', async () => {
    stubAudit({ list: ['offline', page([])] });
    const first = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a auditoria. Verifique sua conexão.',
    );
    expect(await axeViolations(first.container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma entrada com estes filtros.')).toBeInTheDocument();
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();

    stubAudit({ list: [refused(403, 'Esta ação é do papel Administrador.')] });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso restrito aos administradores.');
  });
});
