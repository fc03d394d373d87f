import { matchRoutes } from 'react-router';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { dependantFixture, dependantListFixture, SUBSCRIBER } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import { preloadScreen, routes } from './routes';

afterEach(() => vi.unstubAllGlobals());

const RUI = dependantFixture({ nome: 'Rui Souza', parentesco: 'pai-mae', adulto: true });
const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Assinatura não encontrada.' } };

/** The app's own route (its screen, wrapped as the router wraps it) for `path`, opened directly. */
async function openDirectly(path: string) {
  // The screen's code first, as the app's navigation does: the route shows without suspending.
  await preloadScreen(path);
  const element = matchRoutes(routes, path)?.at(-1)?.route.element;
  return renderRoutes(
    [
      { path, element },
      { path: webPaths.memberCard, element: <p>carteirinha</p> },
    ],
    { at: path, state: { session: { status: 'known' } } },
  );
}

describe("the titular's screens", () => {
  it.each([
    [webPaths.myPlan, 'Meu plano'],
    [webPaths.myCharges, 'Minhas cobranças'],
    [webPaths.subscribe, 'Assinar'],
    [webPaths.dependants, 'Dependentes'],
  ])('%s, opened by a dependant, says whose plan it is instead of an error', async (path, title) => {
    const sent = stubApi({
      '/api/assinante': { status: 200, body: { ...SUBSCRIBER, nome: 'Rui Souza', titular: { nome: 'Ana Souza' } } },
      // What those screens read answers a dependant 404 (or only themself).
      '/api/assinatura': notFound,
      '/api/cobrancas': notFound,
      '/api/dependentes': { status: 200, body: dependantListFixture([RUI]) },
    });
    await openDirectly(path);
    expect(await screen.findByRole('heading', { name: 'Plano de Ana Souza' })).toBeInTheDocument();
    // The titular's reads are never made for a dependant, so no error flashes before this.
    expect(sent.calls.map((call) => call.path)).not.toContain('/api/assinatura');
    expect(sent.calls.map((call) => call.path)).not.toContain('/api/cobrancas');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      screen.getByText(/Você é dependente na assinatura de Ana Souza\. O plano, as cobranças, o pagamento/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar dependente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver minha carteirinha' })).toHaveAttribute('href', webPaths.memberCard);
  });

  it('shows a titular the screen itself', async () => {
    stubApi({
      '/api/assinante': { status: 200, body: SUBSCRIBER },
      '/api/dependentes': { status: 200, body: dependantListFixture([RUI]) },
    });
    await openDirectly(webPaths.dependants);
    expect(await screen.findByRole('button', { name: 'Adicionar dependente' })).toBeInTheDocument();
    expect(screen.getByText('Rui Souza')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Plano de / })).toBeNull();
  });
});
