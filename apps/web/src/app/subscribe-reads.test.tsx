import { matchRoutes, createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'react-redux';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { Charge, CheckoutOffer } from '@game-assist/contracts/schemas';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { pendingPixChargeFixture, SUBSCRIBER, SUBSCRIPTION } from '#web/test/fixtures.ts';
import { createTestStore } from '#web/test/render.tsx';
import { accessTokenFor, signedInAs } from '#web/test/session.ts';
import { stubApi } from '#web/test/stub-api.ts';
import { preloadScreen, routes } from './routes';
import { prefetchSubscribe } from '#web/lib/api/start-reads.ts';

afterEach(() => vi.unstubAllGlobals());

const OFFER: CheckoutOffer = {
  plan: { id: 'plan-black', name: 'Game Assist Black' },
  pix: { amount: 12990 },
  card: { installments: 12, installmentAmount: 1090, amount: 13080, unavailableReason: null },
  pixAutomatico: { mensal: { amount: 1090, months: 12 }, anual: { amount: 12990 }, unavailableReason: null },
  addOns: [],
};
const PENDING = pendingPixChargeFixture();

const titularAnswers = (charges: Charge[] = []) => ({
  '/api/assinante': { status: 200, body: SUBSCRIBER },
  '/api/assinatura/oferta': { status: 200, body: OFFER },
  '/api/assinatura': { status: 200, body: { ...SUBSCRIPTION, status: 'aguardando-pagamento', paidUntil: null } },
  '/api/cobrancas': { status: 200, body: { items: charges } },
  [`/api/cobrancas/${PENDING.id}`]: { status: 200, body: PENDING },
});

/** /Assinar as the router shows it, over the store the start's reads went into. */
async function openSubscribe(store: ReturnType<typeof createTestStore>) {
  await preloadScreen(webPaths.subscribe);
  const element = matchRoutes(routes, webPaths.subscribe)?.at(-1)?.route.element;
  const router = createMemoryRouter([{ path: webPaths.subscribe, element }], { initialEntries: [webPaths.subscribe] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** prefetchSubscribe (lib/api/start-reads.ts) with the /Assinar route the router shows next. */
describe("/Assinar's reads at the app's start", () => {
  it('asks for the profile, the offer, the subscription and the charges at once; the screen opens on them without asking again', async () => {
    signedInAs();
    const sent = stubApi(titularAnswers());
    // The profile answers only once the other three have been asked for: none waits for it.
    const answer = globalThis.fetch;
    let othersAsked!: () => void;
    const asked = new Promise<void>((resolve) => (othersAsked = resolve));
    vi.stubGlobal('fetch', async (input: Request) => {
      const response = answer(input);
      if (sent.calls.length === 4) othersAsked();
      if (new URL(input.url).pathname === '/api/assinante') await asked;
      return response;
    });
    const store = createTestStore();
    await prefetchSubscribe(store);
    expect(sent.calls.map((call) => call.path).sort()).toEqual([
      '/api/assinante',
      '/api/assinatura',
      '/api/assinatura/oferta',
      '/api/cobrancas',
    ]);

    await openSubscribe(store);
    expect(await screen.findByRole('button', { name: 'Gerar código PIX' })).toBeInTheDocument();
    expect(screen.getByText('R$ 129,90 à vista no PIX')).toBeInTheDocument();
    expect(sent.calls).toHaveLength(4);
  });

  it('a charge still pending, read at the start, is shown instead of the form', async () => {
    signedInAs();
    const sent = stubApi(titularAnswers([PENDING]));
    const store = createTestStore();
    await prefetchSubscribe(store);
    await openSubscribe(store);
    expect(await screen.findByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar código PIX' })).toBeNull();
    expect(sent.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("a dependant, refused the titular's reads, is told whose plan it is, with no error", async () => {
    signedInAs();
    const refused = {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Assinatura não encontrada.' },
    };
    stubApi({
      '/api/assinante': { status: 200, body: { ...SUBSCRIBER, titular: { nome: 'Ana Souza' } } },
      '/api/assinatura/oferta': refused,
      '/api/assinatura': refused,
      '/api/cobrancas': refused,
    });
    const store = createTestStore();
    await prefetchSubscribe(store);
    await openSubscribe(store);
    expect(await screen.findByRole('heading', { name: 'Plano de Ana Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gerar código PIX' })).toBeNull();
  });

  it('asks nothing with an access token that has expired, or none', async () => {
    const sent = stubApi({});
    tokenStorage.setTokens(accessTokenFor('conta-teste', Math.floor(Date.now() / 1000) - 60), 'refresh');
    await prefetchSubscribe(createTestStore());
    tokenStorage.clearTokens();
    await prefetchSubscribe(createTestStore());
    expect(sent.calls).toEqual([]);
  });
});
