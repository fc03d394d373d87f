import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import { autoRenewalFixture, CHECKOUT_OFFER, pendingPixChargeFixture, SUBSCRIPTION } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi, type Answer } from '#web/test/stub-api.ts';
import SubscribeScreen from './subscribe-screen';

afterEach(() => vi.unstubAllGlobals());

const OFFER = CHECKOUT_OFFER;
const CHARGE = pendingPixChargeFixture({
  id: 'c0000000-0000-4000-8000-000000000069',
  amount: 1090,
  createdAt: '2026-12-03T12:00:00.000Z',
});
const PENDING_RENEWAL = autoRenewalFixture({ status: 'pendente' });

function render(answers: Record<string, Answer | Answer[]>) {
  const sent = stubApi({
    '/api/assinatura/oferta': { status: 200, body: OFFER },
    '/api/assinatura': { status: 200, body: { ...SUBSCRIPTION, status: 'aguardando-pagamento', paidUntil: null } },
    '/api/cobrancas': { status: 200, body: { items: [] } },
    [`/api/cobrancas/${CHARGE.id}`]: { status: 200, body: CHARGE },
    ...answers,
  });
  renderRoutes([{ path: webPaths.subscribe, element: <SubscribeScreen /> }], { at: webPaths.subscribe });
  return sent;
}

/** The terms sit before the code: the QR and 'Copiar código PIX' come after them in the page. */
function expectBeforeTheCode(terms: HTMLElement) {
  const copy = screen.getByRole('button', { name: 'Copiar código PIX' });
  expect(terms.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

describe('PIX Automático on /Assinar', () => {
  it('offers mensal and anual beside the one-off PIX and the card, says what is debited and how to stop, and asks for it', async () => {
    const sent = render({
      '/api/assinatura/checkout': { status: 201, body: { charge: CHARGE, autoRenewal: PENDING_RENEWAL } },
    });
    const methods = await screen.findByRole('group', { name: 'Forma de pagamento' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['pix', 'mensal', 'anual', 'cartao']);
    const monthly = within(methods).getByRole('radio', { name: /PIX Automático — mensal/ });
    expect(monthly.closest('label')).toHaveTextContent(/12 × R\$\s10,90 por ano/);
    expect(
      within(methods)
        .getByRole('radio', { name: /PIX Automático — anual/ })
        .closest('label'),
    ).toHaveTextContent(/R\$\s129,90 agora/);

    await userEvent.click(monthly);
    expect(screen.getByRole('region', { name: 'Como funciona o PIX Automático — mensal' })).toHaveTextContent(
      /Agora você paga o primeiro mês, R\$\s10,90, com o código PIX\. Depois, R\$\s10,90 são debitados da sua conta todo mês, no mesmo dia do mês em que você paga hoje, até você desativar\..*Para parar, toque em "Desativar renovação automática" em Meu plano ou cancele a autorização no app do banco\. A assinatura continua valendo até o fim do que já foi pago\./,
    );
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar código PIX' }));

    expect(await screen.findByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Como funciona o PIX Automático — mensal' });
    expect(terms).toHaveTextContent(
      /debitados da sua conta todo mês, no mesmo dia do mês em que você paga hoje, o próximo em 03\/01\/2027, até você desativar/,
    );
    expectBeforeTheCode(terms);
    expect(
      sent.filter((request) => request.path === '/api/assinatura/checkout').map((request) => request.body),
    ).toEqual([{ method: 'pix', autoRenewal: 'mensal', cpf: '529.982.247-25' }]);
  });

  it('anual asks for the year with its renewal, and says it is debited once a year', async () => {
    const sent = render({
      '/api/assinatura/checkout': {
        status: 201,
        body: { charge: { ...CHARGE, amount: 12990 }, autoRenewal: { ...PENDING_RENEWAL, frequency: 'anual' } },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /PIX Automático — anual/ }));
    expect(screen.getByText(/^Total:/)).toHaveTextContent(/Total: R\$\s129,90 à vista/);
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    const terms = await screen.findByRole('region', { name: 'Como funciona o PIX Automático — anual' });
    expect(terms).toHaveTextContent('todo ano, na mesma data em que você paga hoje');
    expect(sent.find((request) => request.path === '/api/assinatura/checkout')?.body).toMatchObject({
      autoRenewal: 'anual',
    });
  });

  it('without a provider the automatic options are not shown', async () => {
    render({
      '/api/assinatura/oferta': {
        status: 200,
        body: {
          ...OFFER,
          pixAutomatico: { ...OFFER.pixAutomatico, unavailableReason: 'PIX Automático indisponível.' },
        },
      },
    });
    const methods = await screen.findByRole('group', { name: 'Forma de pagamento' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(/PIX Automático/)).toBeNull();
  });

  it('a pending charge read again shows the pending authorisation’s terms before its code', async () => {
    render({
      '/api/assinatura': {
        status: 200,
        body: { ...SUBSCRIPTION, status: 'aguardando-pagamento', paidUntil: null, autoRenewal: PENDING_RENEWAL },
      },
      '/api/cobrancas': { status: 200, body: { items: [CHARGE] } },
    });
    expect(await screen.findByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    expectBeforeTheCode(screen.getByRole('region', { name: 'Como funciona o PIX Automático — mensal' }));
  });

  it('a one-off PIX shows no automatic terms', async () => {
    render({ '/api/assinatura/checkout': { status: 201, body: { charge: { ...CHARGE, amount: 12990 } } } });
    await userEvent.type(await screen.findByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(await screen.findByRole('button', { name: 'Copiar código PIX' })).toBeInTheDocument();
    expect(screen.queryByText(/Como funciona o PIX Automático/)).toBeNull();
  });
});
