import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_COVERAGE_DETAILS, webPaths } from '@game-assist/contracts/rules';
import type { OfferContent, OfferDraft } from '@game-assist/contracts/schemas';
import { ToastHost } from '#web/components/ui/toast.tsx';
import { axeViolations } from '#web/test/axe.ts';
import { quantityRulesFixture } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { forbidden, stubApi, type Answer } from '#web/test/stub-api.ts';
import { CatalogueScreen } from './catalogue-screen';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 30_000;
const DRAFT_PATH = '/api/admin/catalogo/rascunho';
const VERSIONS_PATH = '/api/admin/catalogo/versoes';
const PUBLISH_PATH = '/api/admin/catalogo/publicar';

const CONTENT: OfferContent = {
  categories: [
    {
      id: 'saude',
      name: 'Saúde',
      description: 'Cuidados do dia a dia.',
      coverages: [
        {
          id: 'consulta-online',
          benefitName: 'Consulta on-line',
          active: true,
          details: {
            ...EMPTY_COVERAGE_DETAILS,
            usageLimit: '2 por ano',
            waitingPeriod: '30 dias',
            includedServices: [],
            exclusions: [],
            eligibleBeneficiaries: [],
            provider: {
              type: 'Clínica',
              name: 'Clínica Boa',
              contact: { phone: '1133334444', email: 'contato@boa.com.br', website: 'https://boa.com.br' },
            },
          },
          rules: quantityRulesFixture(2, 'ano', 'pessoa', { amount: 30, unit: 'dias-uteis' }),
        },
      ],
    },
  ],
  plans: [
    {
      id: 'anual',
      name: 'Anual',
      description: 'Um ano.',
      pixPriceCents: 12990,
      installmentCount: 12,
      installmentCents: 1190,
    },
  ],
  addons: [{ sku: 'ODONTO', name: 'Odontológico', description: 'Dentista.', yearPriceCents: 5988, active: true }],
};
const DRAFT: OfferDraft = {
  number: 2,
  basedOn: 1,
  updatedAt: '2026-12-03T10:00:00.000Z',
  content: CONTENT,
  problems: [],
  priceNotice: null,
};
const VERSIONS = {
  items: [
    { number: 2, state: 'rascunho', vigenteDesde: null, publishedAt: null, publishedBy: null },
    {
      number: 1,
      state: 'em-vigor',
      vigenteDesde: '2026-11-01T03:00:00.000Z',
      publishedAt: '2026-11-01T03:00:00.000Z',
      publishedBy: 'ana@exemplo.com.br',
    },
  ],
};
const DIFF = {
  number: 2,
  against: 1,
  changes: [
    { path: 'Adicional “Odontológico” › Preço por ano', before: 'R$ 59,88', after: 'R$ 71,88' },
    { path: 'Cobertura “Consulta on-line” › Carência', before: '30 dias úteis', after: '60 dias úteis' },
  ],
};
const refused = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...extra },
});

function render(answers: Record<string, Answer | Answer[]> = {}, draft: Answer = { status: 200, body: DRAFT }) {
  const saved = answers[DRAFT_PATH] ?? { status: 200, body: DRAFT };
  const queue = [saved].flat();
  const sent = stubApi({
    [VERSIONS_PATH]: { status: 200, body: VERSIONS },
    '/api/admin/catalogo/versoes/2/diff': { status: 200, body: DIFF },
    '/api/admin/catalogo/versoes/1/diff': { status: 200, body: { number: 1, against: null, changes: [] } },
    ...answers,
    [DRAFT_PATH]: (_search, request) =>
      request.method === 'PUT' ? (queue.length > 1 ? queue.shift()! : queue[0]!) : draft,
  });
  const view = renderRoutes(
    [
      {
        path: webPaths.operator,
        element: (
          <>
            <CatalogueScreen />
            <ToastHost />
          </>
        ),
      },
    ],
    { at: `${webPaths.operator}?aba=catalogo` },
  );
  const bodies = (method: string, path: string) =>
    sent.filter((call, index) => call.path === path && sent.calls[index]?.method === method).map((call) => call.body);
  return { ...view, sent, bodies };
}

async function openPart(name: string) {
  await userEvent.click(await screen.findByText(name, { selector: 'summary' }));
  return screen.getByRole('group', { name });
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe("the desk's 'Catálogo'", { timeout: SLOW }, () => {
  it('saves the whole draft: a waiting period and an add-on price typed in reais go as centavos', async () => {
    const { bodies, container } = render();
    await openPart('Categoria: Saúde');
    const coverage = await openPart('Consulta on-line');
    const waiting = within(coverage).getByRole('textbox', { name: /^Carência/ });
    expect(waiting).toHaveValue('30');
    await retype(waiting, '60');
    const addon = await openPart('Adicional: Odontológico');
    const price = within(addon).getByRole('textbox', { name: /Preço por ano/ });
    expect(price).toHaveValue('59,88');
    await retype(price, '71,88');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo.')).toBeInTheDocument();
    const [body] = bodies('PUT', DRAFT_PATH) as OfferContent[];
    expect(body?.categories[0]?.coverages[0]?.rules?.waiting).toEqual({ amount: 60, unit: 'dias-uteis' });
    expect(body?.addons[0]?.yearPriceCents).toBe(7188);
    expect(body?.plans[0]?.pixPriceCents).toBe(12990);
    expect(body?.categories[0]?.coverages[0]?.details).toEqual(CONTENT.categories[0]?.coverages[0]?.details);
  });

  it('adds a coverage to a category (a slug id, active, default rules) and moves it up: the order sent is the array order', async () => {
    const { bodies, container } = render();
    const category = await openPart('Categoria: Saúde');
    const add = within(category).getByRole('group', { name: 'Nova cobertura em Saúde' });
    await userEvent.click(within(add).getByRole('button', { name: 'Adicionar cobertura' }));
    expect(within(add).getByText('Informe o nome da cobertura.')).toBeInTheDocument();
    await userEvent.type(
      within(add).getByRole('textbox', { name: /^Nome da nova cobertura/ }),
      'Check-up Anual{Enter}',
    );
    expect(bodies('PUT', DRAFT_PATH)).toEqual([]);
    const added = screen.getByRole('group', { name: 'Check-up Anual' });
    expect(within(added).getByRole('button', { name: 'Mover “Check-up Anual” para baixo' })).toBeDisabled();
    await retype(within(added).getByRole('textbox', { name: /^Carência/ }), '10');
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await userEvent.click(within(added).getByRole('button', { name: 'Mover “Check-up Anual” para cima' }));
    expect(within(added).getByRole('textbox', { name: /^Carência/ })).toHaveValue('10');
    expect(within(added).getByRole('button', { name: 'Mover “Check-up Anual” para cima' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(bodies('PUT', DRAFT_PATH)).toHaveLength(1));
    const [body] = bodies('PUT', DRAFT_PATH) as OfferContent[];
    const [first, second] = body?.categories[0]?.coverages ?? [];
    expect(first).toMatchObject({
      id: 'check-up-anual',
      benefitName: 'Check-up Anual',
      active: true,
      rules: { usage: { kind: 'ilimitado' }, waiting: { amount: 10, unit: 'dias-uteis' }, responseDays: 5 },
    });
    expect(second?.id).toBe('consulta-online');
    expect(second?.rules?.waiting).toEqual({ amount: 30, unit: 'dias-uteis' });
  });

  it("says what a coverage costs: 'Com a assinatura' a price, 'Sem a assinatura' in reais, sent as centavos", async () => {
    const { bodies } = render();
    await openPart('Categoria: Saúde');
    const coverage = await openPart('Consulta on-line');
    expect(within(coverage).getByRole('combobox', { name: 'Com a assinatura' })).toHaveValue('nenhum');
    await userEvent.selectOptions(within(coverage).getByRole('combobox', { name: 'Com a assinatura' }), 'preco');
    await userEvent.type(within(coverage).getByRole('textbox', { name: /Preço com a assinatura/ }), '80,00');
    await userEvent.type(within(coverage).getByRole('textbox', { name: /Sem a assinatura/ }), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await vi.waitFor(() => expect(bodies('PUT', DRAFT_PATH)).toHaveLength(1));
    const [body] = bodies('PUT', DRAFT_PATH) as OfferContent[];
    expect(body?.categories[0]?.coverages[0]?.details.pricing).toEqual({
      withoutCents: 25000,
      with: { kind: 'preco', cents: 8000 },
    });
  });

  it('adds an add-on with its name and price per year; both asked before it is added', async () => {
    const { bodies } = render();
    const add = await screen.findByRole('group', { name: 'Novo adicional' });
    await userEvent.click(within(add).getByRole('button', { name: 'Adicionar adicional' }));
    expect(within(add).getByText('Informe o nome do adicional.')).toBeInTheDocument();
    expect(within(add).getByText('Informe o preço por ano em reais, como 47,88.')).toBeInTheDocument();
    await userEvent.type(within(add).getByRole('textbox', { name: /^Nome do novo adicional/ }), 'Pet');
    await userEvent.type(
      within(add).getByRole('textbox', { name: /^Preço por ano do novo adicional/ }),
      '47,88{Enter}',
    );
    expect(screen.getByRole('group', { name: 'Adicional: Pet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await vi.waitFor(() => expect(bodies('PUT', DRAFT_PATH)).toHaveLength(1));
    const [body] = bodies('PUT', DRAFT_PATH) as OfferContent[];
    expect(body?.addons.at(-1)).toEqual({
      sku: 'GA-ADDON-PET',
      name: 'Pet',
      description: '',
      yearPriceCents: 4788,
      active: true,
    });
  });

  it("keeps what was typed on a refusal: an unreadable price before sending, the API's field errors after", async () => {
    const { bodies } = render({
      [DRAFT_PATH]: refused(400, 'Invalid body', {
        fieldErrors: { 'categories.0.coverages.0.details.provider.name': ['Informe o nome do prestador.'] },
      }),
    });
    const addon = await openPart('Adicional: Odontológico');
    const price = within(addon).getByRole('textbox', { name: /Preço por ano/ });
    await retype(price, 'caro');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await within(addon).findByText('Informe o valor em reais, como 59,88.')).toBeInTheDocument();
    expect(bodies('PUT', DRAFT_PATH)).toEqual([]);

    await retype(price, '71,88');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const coverage = await screen.findByRole('group', { name: 'Consulta on-line' });
    expect(await within(coverage).findByText('Informe o nome do prestador.')).toBeInTheDocument();
    expect(price).toHaveValue('71,88');
    expect(screen.getByText(/O rascunho não foi salvo: 1 campo/)).toBeInTheDocument();
  });

  it("shows the draft's problems and what it changes as a table: what, before, after", async () => {
    const { container } = render(
      {},
      {
        status: 200,
        body: { ...DRAFT, problems: [{ path: 'plano mensal', message: 'O plano “Mensal” não pode ser retirado.' }] },
      },
    );
    const problems = await screen.findByRole('region', { name: /Problemas do rascunho/ });
    expect(problems).toHaveTextContent('plano mensal: O plano “Mensal” não pode ser retirado.');
    const table = await screen.findByRole('table', { name: 'Versão 2 em relação à versão 1: 2 mudança(s)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['O quê', 'Antes', 'Depois'],
      ['Adicional “Odontológico” › Preço por ano', 'R$ 59,88', 'R$ 71,88'],
      ['Cobertura “Consulta on-line” › Carência', '30 dias úteis', '60 dias úteis'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('publishes now: a toast with the state, the versions asked again', async () => {
    const { bodies, sent } = render({
      [PUBLISH_PATH]: {
        status: 201,
        body: {
          number: 2,
          state: 'em-vigor',
          vigenteDesde: '2026-12-03T13:00:00.000Z',
          publishedAt: '2026-12-03T13:00:00.000Z',
          publishedBy: 'olga@exemplo.com.br',
        },
      },
    });
    const publish = await screen.findByRole('form', { name: 'Publicar o rascunho' });
    expect(within(publish).getByRole('radio', { name: 'Agora' })).toBeChecked();
    const before = sent.filter((call) => call.path === VERSIONS_PATH).length;
    await userEvent.click(within(publish).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Versão 2 publicada: em vigor desde 03/12/2026, às 10:00.')).toBeInTheDocument();
    expect(bodies('POST', PUBLISH_PATH)).toEqual([{}]);
    expect(screen.getByRole('heading', { name: 'Versões' })).toHaveFocus();
    await vi.waitFor(() => expect(sent.filter((call) => call.path === VERSIONS_PATH).length).toBeGreaterThan(before));
  });

  it('says, before publishing a price rise, how many will be told and the earliest start', async () => {
    render({}, { status: 200, body: { ...DRAFT, priceNotice: { affected: 12, earliest: '2027-01-04' } } });
    const publish = await screen.findByRole('form', { name: 'Publicar o rascunho' });
    expect(publish).toHaveTextContent(
      'Este rascunho aumenta preços: ao publicar, 12 assinantes recebem o aviso no app e por e-mail. A data mais cedo para começar, com 30 dias de aviso antes de cada renovação, é 04/01/2027.',
    );
  });

  it('publishes for a date and time in São Paulo; lists the 422 problems', async () => {
    const { bodies, container } = render({
      [PUBLISH_PATH]: [
        refused(422, 'O rascunho tem 1 problema(s) a corrigir antes de publicar.', {
          problems: [
            {
              path: 'cobertura consulta-online',
              message: '“Consulta on-line” já foi usada por assinantes: desative-a em vez de apagar.',
            },
          ],
        }),
        {
          status: 201,
          body: {
            number: 2,
            state: 'agendada',
            vigenteDesde: '2027-01-01T11:00:00.000Z',
            publishedAt: '2026-12-03T13:00:00.000Z',
            publishedBy: 'olga@exemplo.com.br',
          },
        },
      ],
    });
    const publish = await screen.findByRole('form', { name: 'Publicar o rascunho' });
    await userEvent.click(within(publish).getByRole('radio', { name: 'Numa data e hora' }));
    await userEvent.click(within(publish).getByRole('button', { name: 'Publicar' }));
    expect(within(publish).getByText('Informe a data.')).toBeInTheDocument();
    expect(bodies('POST', PUBLISH_PATH)).toEqual([]);
    await userEvent.type(within(publish).getByLabelText('Data'), '2027-01-01');
    await userEvent.type(within(publish).getByLabelText('Hora'), '08:00');
    await userEvent.click(within(publish).getByRole('button', { name: 'Publicar' }));
    const problems = await within(publish).findByRole('region', { name: 'O que impede a publicação' });
    expect(problems).toHaveTextContent('cobertura consulta-online: “Consulta on-line” já foi usada por assinantes');
    expect(within(publish).getByRole('alert')).toHaveTextContent(
      'O rascunho tem 1 problema(s) a corrigir antes de publicar.',
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(publish).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Versão 2 publicada: agendada para 01/01/2027, às 08:00.')).toBeInTheDocument();
    expect(bodies('POST', PUBLISH_PATH)).toEqual([
      { vigenteDesde: '2027-01-01T08:00:00-03:00' },
      { vigenteDesde: '2027-01-01T08:00:00-03:00' },
    ]);
  });

  it('asks for the passkey again when the API wants a fresh check to publish', async () => {
    render({
      [PUBLISH_PATH]: refused(403, 'Confirme com a sua chave de acesso para continuar.', { reason: 'staff-step-up' }),
    });
    const publish = await screen.findByRole('form', { name: 'Publicar o rascunho' });
    await userEvent.click(within(publish).getByRole('button', { name: 'Publicar' }));
    const prompt = await within(publish).findByRole('group', { name: 'Confirme com a sua chave de acesso' });
    expect(within(prompt).getByRole('button', { name: 'Confirmar com a chave de acesso' })).toBeEnabled();
  });

  it('lists the versions, each with its changes on demand', async () => {
    render();
    const versions = await screen.findByRole('region', { name: 'Versões do catálogo' });
    const rows = await within(versions).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('2Rascunho——');
    expect(rows[2]).toHaveTextContent('1Em vigor01/11/2026, às 00:00ana@exemplo.com.br');
    await userEvent.click(within(versions).getByRole('button', { name: 'Ver o que muda na versão 1' }));
    expect(await screen.findByText('Nada muda em relação à versão anterior.')).toBeInTheDocument();
  });

  it('says when only administradores may open it, and offers a retry when it did not load', async () => {
    stubApi({
      [DRAFT_PATH]: forbidden('Somente administradores.'),
      [VERSIONS_PATH]: forbidden('Somente administradores.'),
    });
    const first = renderRoutes([{ path: webPaths.operator, element: <CatalogueScreen /> }], { at: webPaths.operator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso restrito aos administradores.');
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({
      [DRAFT_PATH]: ['offline', { status: 200, body: DRAFT }],
      [VERSIONS_PATH]: { status: 200, body: VERSIONS },
    });
    renderRoutes([{ path: webPaths.operator, element: <CatalogueScreen /> }], { at: webPaths.operator });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('form', { name: 'Rascunho do catálogo' })).toBeInTheDocument();
  });
});
