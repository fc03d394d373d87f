import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferLine, Subscription } from '@game-assist/contracts/schemas';
import { webPaths } from '@game-assist/contracts/rules';
import { CHECKOUT_OFFER, coverageFixture, SUBSCRIPTION as SUBSCRIPTION_FIXTURE } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import MyPlanScreen from './my-plan-screen';

afterEach(() => vi.unstubAllGlobals());

/** The fixtures' subscription with the description, a benefit and an add-on the screen shows. */
const SUBSCRIPTION: Subscription = {
  ...SUBSCRIPTION_FIXTURE,
  plan: {
    ...SUBSCRIPTION_FIXTURE.plan,
    description: 'A assinatura completa.',
    benefits: [
      { name: 'Assistência Funeral', description: 'Amparo completo para a família, até R$ 5000,00.' },
      { name: 'Telemedicina', description: 'Uma consulta por mês.' },
    ],
  },
  addOns: [{ sku: 'GA-ADDON-DENTAL', name: 'Odontológico' }],
};
const line = (overrides: Partial<OfferLine>): OfferLine => ({
  plan_id: 'plan-black',
  sku: 'GA-BLACK-001-M',
  slug: 'plan-black',
  img: '',
  name: 'Game Assist Black (mensal)',
  description: 'A assinatura completa. 12x de R$ 10,90.',
  quantity: 1,
  amount: '79.99',
  price: 79.99,
  currency: 'USD',
  ...overrides,
});

describe('Meu plano', () => {
  it('shows the plan, its benefits, its prices in reais and which add-ons the subscription has', async () => {
    stubApi({
      '/api/assinatura': { status: 200, body: SUBSCRIPTION },
      '/api/plans/plan-black': {
        status: 200,
        body: [
          line({}),
          line({
            sku: 'GA-BLACK-001-A',
            name: 'Game Assist Black (anual)',
            description: 'A assinatura completa. R$ 129,90 à vista no PIX.',
          }),
        ],
      },
      '/api/coberturas': {
        status: 200,
        body: {
          categories: [
            {
              _id: 'saude',
              slug: 'life-balance',
              name: 'Saúde',
              description: '',
              coverages: [
                coverageFixture({
                  benefitName: 'Telemedicina',
                  pricing: { withoutCents: 15000, with: { kind: 'incluido', count: 1, period: 'mes' } },
                }),
                coverageFixture({ _id: 'funeral', benefitName: 'Assistência Funeral', pricing: null }),
              ],
            },
          ],
        },
      },
      '/api/assinatura/oferta': {
        status: 200,
        body: {
          plan: { id: 'plan-black', name: 'Game Assist Black' },
          pix: { amount: 12990 },
          card: { installments: 12, installmentAmount: 1090, amount: 13080, unavailableReason: null },
          pixAutomatico: CHECKOUT_OFFER.pixAutomatico,
          addOns: [
            {
              sku: 'GA-ADDON-VISION',
              name: 'Visão',
              description: 'Exame de vista.',
              amount: 3588,
              installmentAmount: 299,
            },
            {
              sku: 'GA-ADDON-DENTAL',
              name: 'Odontológico',
              description: 'Limpeza.',
              amount: 5988,
              installmentAmount: 499,
            },
          ],
        },
      },
    });
    renderRoutes([{ path: webPaths.myPlan, element: <MyPlanScreen /> }], { at: webPaths.myPlan });
    expect(await screen.findByRole('heading', { name: 'Game Assist Black' })).toBeInTheDocument();
    const telemedicina = (await screen.findByText(/^Com a assinatura:/)).closest('li');
    expect(telemedicina).toHaveTextContent('Telemedicina: Uma consulta por mês.Com a assinatura: incluído (1 por mês)');
    expect(screen.getAllByText(/^Com a assinatura:/)).toHaveLength(1);
    expect(screen.getByText('Plano Black · Ativa desde 05/01/2026 · paga até 26/11/2027.')).toBeInTheDocument();
    expect(screen.getByText(/Amparo completo para a família, até R\$\s5\.000,00\./)).toBeInTheDocument();
    const price = await screen.findByRole('region', { name: 'Valor' });
    expect(price).toHaveTextContent(/12x de R\$\s10,90/);
    expect(price).toHaveTextContent(/R\$\s129,90 à vista no PIX/);
    const addons = await screen.findByRole('region', { name: 'Adicionais' });
    const dental = within(addons).getByText('Odontológico').closest('li');
    const vision = within(addons).getByText('Visão').closest('li');
    // The price checkout charges, in reais: never the spec's US$ sample.
    expect(dental).toHaveTextContent(/R\$\s59,88 por ano \(12x de R\$\s4,99\)/);
    expect(addons).not.toHaveTextContent(/US\$|USD/);
    expect(dental).toHaveTextContent('Na sua assinatura');
    expect(vision).toHaveTextContent('Não contratado');
  });

  it("says how many of the days paid are the central's 'Cortesia'", async () => {
    stubApi({
      '/api/assinatura': { status: 200, body: { ...SUBSCRIPTION, courtesyDays: 10 } },
      '/api/plans/plan-black': { status: 200, body: [] },
    });
    renderRoutes([{ path: webPaths.myPlan, element: <MyPlanScreen /> }], { at: webPaths.myPlan });
    expect(
      await screen.findByText('Plano Black · Ativa desde 05/01/2026 · paga até 26/11/2027, com 10 dias de Cortesia.'),
    ).toBeInTheDocument();
  });
});
