import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_BENEFIT_NAMES, webPaths } from '@game-assist/contracts/rules';
import type { CatalogueResponse, Category, UsersResponse } from '@game-assist/contracts/schemas';
import { coverageFixture, SUBSCRIBER } from '#web/test/fixtures.ts';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { keptEarlier, signedInAs } from '#web/test/session.ts';
import { iconNameFor } from './benefit-icon';
import { preloadCoverageSheet } from './coverage-sheet';
import DashboardScreen from './dashboard-screen';

vi.mock('./coverage-sheet', async (original) => ({
  ...(await original<object>()),
  preloadCoverageSheet: vi.fn(),
}));

const subscriber = SUBSCRIBER;
const MEMBER_CARD = {
  token: 'a.b.c',
  memberNumber: '7019000000000004',
  name: 'Ana Souza',
  plan: 'Game Assist Black',
  status: 'ativa',
  validUntil: '2026-12-24T12:00:00.000Z',
};

const coverage = (benefitName: string) =>
  coverageFixture({ _id: benefitName.toLowerCase().replaceAll(' ', '-'), benefitName });

const lifeBalance: Category = {
  _id: 'life-balance',
  slug: 'life-balance',
  name: 'Saúde e bem-estar',
  description: '',
  coverages: [
    'Telemedicina',
    'Consulta com Especialistas',
    'Rede de Apoio Emocional',
    'Televeterinário',
    'Cuidados com o Pet',
  ].map(coverage),
};
const transport: Category = {
  _id: 'transport',
  slug: 'transport',
  name: 'Transporte e conveniência',
  description: '',
  coverages: ['Serviço de Transporte Especializado', 'Concierge'].map(coverage),
};
const catalogue: CatalogueResponse = { categories: [lifeBalance, transport] };
const people: UsersResponse = {
  users: [
    { id: 'user-1', name: 'Ana Beatriz Souza', photo: 'users/1.jpg' },
    { id: 'user-2', name: 'Carlos Eduardo Lima', photo: 'users/2.jpg' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderHome(answers: { catalogue?: Answer | Answer[]; users?: Answer | Answer[] } = {}) {
  const sent = stubApi({
    '/api/assinante': { status: 200, body: subscriber },
    '/api/coberturas': answers.catalogue ?? { status: 200, body: catalogue },
    '/api/users': answers.users ?? { status: 200, body: people },
    '/api/carteirinha': { status: 200, body: MEMBER_CARD },
  });
  const view = renderRoutes(
    [
      { path: webPaths.tabNavigator, element: <DashboardScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { at: webPaths.tabNavigator },
  );
  return { ...view, sent };
}

describe('Dashboard', () => {
  it("after a failed fetch of the coverages shows the retryable message; 'Tentar novamente' loads them", async () => {
    const { sent } = renderHome({
      catalogue: [
        { status: 500, body: { message: 'boom' } },
        { status: 200, body: catalogue },
      ],
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Não foi possível carregar suas coberturas.');
    expect(screen.queryByRole('heading', { name: 'Saúde e bem-estar' })).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.filter((call) => call.path === '/api/coberturas')).toHaveLength(2);
  });

  it('a failed fetch of the people (the examples’ recipients) leaves the home whole', async () => {
    renderHome({ users: 'offline' });
    expect(await screen.findByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens with the answers kept from the last visit at once, then shows the fresh ones', async () => {
    signedInAs();
    keptEarlier('coberturas', { categories: [transport] });
    keptEarlier('users', people);
    renderHome();
    expect(screen.getByRole('heading', { name: 'Transporte e conveniência' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando suas coberturas…')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('kept-answer:coberturas')!)).toEqual({
      account: 'conta-teste',
      answer: catalogue,
    });
  });

  it('offline, shows the kept answers with a quiet note instead of a failure', async () => {
    signedInAs();
    keptEarlier('coberturas', catalogue);
    keptEarlier('users', people);
    renderHome({ catalogue: 'offline', users: 'offline' });
    expect(
      await screen.findByText('Sem conexão: mostrando as últimas informações salvas neste aparelho.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a kept answer of another shape and waits for the network', async () => {
    signedInAs();
    keptEarlier('coberturas', { categorias: [] });
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando suas coberturas…');
    expect(await screen.findByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
  });

  it('says it is loading until the users and coverages calls settle', async () => {
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando suas coberturas…');
    expect(await screen.findByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("loads the coverage sheet's code once the browser is idle after the categories show, not before", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.mocked(preloadCoverageSheet).mockClear();
    const { unmount } = renderHome();
    expect(await screen.findByRole('heading', { name: 'Saúde e bem-estar' })).toBeInTheDocument();
    expect(preloadCoverageSheet).not.toHaveBeenCalled();
    // The effect that asks for the idle time runs after the commit that shows the categories.
    await vi.waitFor(() => {
      for (const run of idle.splice(0)) run();
      expect(preloadCoverageSheet).toHaveBeenCalled();
    });
    unmount();
  });

  it('shows 3 coverages per category; Ver todas (N) shows the rest and Ver menos hides them again', async () => {
    renderHome();
    const region = await screen.findByRole('region', { name: 'Saúde e bem-estar' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).queryByRole('button', { name: 'Cuidados com o Pet' })).toBeNull();

    const toggle = within(region).getByRole('button', { name: 'Ver todas (5)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('Saúde e bem-estar');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(within(region).getByRole('list'));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Ver menos');
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(region).getByRole('button', { name: 'Cuidados com o Pet' }));
    expect(screen.getByRole('dialog', { hidden: true, name: 'Cuidados com o Pet' })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    // A category with 3 coverages or fewer has nothing more to show.
    expect(
      within(screen.getByRole('region', { name: 'Transporte e conveniência' })).queryByRole('button', { name: /Ver/ }),
    ).toBeNull();
  });

  it('the member card opens the carteirinha and the shortcuts open their screens', async () => {
    const { router } = renderHome();
    await screen.findByRole('heading', { name: 'Saúde e bem-estar' });
    const card = await screen.findByRole('link', { name: /^Carteirinha:/ });
    expect(card).toHaveTextContent('7019 0000 0000 0004');
    expect(card).toHaveTextContent('Game Assist Black');
    expect(card).toHaveAttribute('href', webPaths.memberCard);
    expect(card).toHaveTextContent('Ana Souza');
    const shortcuts = screen.getByRole('navigation', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('link', { name: 'Meus atendimentos' })).toHaveAttribute(
      'href',
      webPaths.myServiceRequests,
    );
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Carteirinha', webPaths.memberCard],
      ['Meus atendimentos', webPaths.myServiceRequests],
      ['Meu plano', webPaths.myPlan],
      ['Minhas cobranças', webPaths.myCharges],
      ['Dependentes', webPaths.dependants],
      ['Meus dados', webPaths.myData],
    ]);
    // No banking sample on the subscriber's home: the header's card icon is the member card's.
    expect(screen.queryByText(/Top-up|Create invoice|Statistics|Fund transfer/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Minha carteirinha' })).toHaveAttribute('href', webPaths.memberCard);
    await userEvent.click(card);
    expect(router.state.location.pathname).toBe(webPaths.memberCard);
  });
});

describe('benefit icons', () => {
  it('every known benefit name has its own icon; the affiliate coverage (named after the affiliate) keeps the question mark', () => {
    for (const name of KNOWN_BENEFIT_NAMES) expect(iconNameFor(name), name).not.toBe('question');
    expect(iconNameFor('Lara Gamer')).toBe('question');
  });
});
