import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@game-assist/contracts/rules';
import type { MemberCard } from '@game-assist/contracts/schemas';
import { dependantFixture, dependantListFixture, SUBSCRIBER } from '#web/test/fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { stubApi } from '#web/test/stub-api.ts';
import MemberCardScreen from './member-card-screen';

afterEach(() => vi.unstubAllGlobals());

const card = (name: string, memberNumber: string): MemberCard => ({
  token: `token-de-${memberNumber}`,
  memberNumber,
  name,
  plan: 'Game Assist Black',
  status: 'ativa',
  validUntil: '2026-12-03T12:00:00.000Z',
});
const MARIA = card('Maria Lima', '7019000000000004');
const LIA = dependantFixture({});
const RUI = dependantFixture({
  id: '1c9f3b68-5e4a-4b54-8e8f-8b1f8f2a0b22',
  nome: 'Rui Souza',
  memberNumber: '7019987654321098',
  adulto: true,
});
const AS_DEPENDANT = { ...SUBSCRIBER, nome: 'Rui Souza', titular: { nome: 'Ana Souza' } };

const render = (routerState?: unknown) =>
  renderRoutes(
    [
      { path: webPaths.memberCard, element: <MemberCardScreen /> },
      { path: '*', element: <p>outra tela</p> },
    ],
    { at: webPaths.memberCard, ...(routerState ? { routerState } : {}) },
  );

/** The card on the screen: its number as printed, and the name beside it. */
async function shownCard(name: string, number: string) {
  const printed = await screen.findByText(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(printed.parentElement).toHaveTextContent(name);
}

/** GET /carteirinha's answer for `?pessoa=` (none: the signed-in person's own). */
const cardsBy =
  (cards: Record<string, MemberCard>) =>
  (search: string): { status: number; body: MemberCard } => {
    const found = cards[new URLSearchParams(search).get('pessoa') ?? ''];
    if (!found) throw new Error(`no card for ${search}`);
    return { status: 200, body: found };
  };

describe('/Carteirinha', () => {
  it("lets a titular switch between their own card and each dependant's", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      '/api/assinante': { status: 200, body: SUBSCRIBER },
      '/api/dependentes': { status: 200, body: dependantListFixture([LIA, RUI]) },
      '/api/carteirinha': cardsBy({
        '': MARIA,
        [LIA.id]: card('Lia Souza', LIA.memberNumber),
        [RUI.id]: card('Rui Souza', RUI.memberNumber),
      }),
    });
    render();
    await shownCard('Maria Lima', MARIA.memberNumber);
    const switcher = await screen.findByRole('group', { name: 'De quem é a carteirinha' });
    expect(
      within(switcher)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Minha carteirinha', 'Lia Souza', 'Rui Souza']);
    expect(within(switcher).getByRole('radio', { name: 'Minha carteirinha' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Ver meu plano e adicionais' })).toBeInTheDocument();

    await user.click(within(switcher).getByRole('radio', { name: 'Lia Souza' }));
    await shownCard('Lia Souza', LIA.memberNumber);
    expect(screen.queryByText('7019 0000 0000 0004')).toBeNull();
    await user.click(within(switcher).getByRole('radio', { name: 'Rui Souza' }));
    await shownCard('Rui Souza', RUI.memberNumber);
    await user.click(within(switcher).getByRole('radio', { name: 'Minha carteirinha' }));
    await shownCard('Maria Lima', MARIA.memberNumber);
    expect(sent.calls.filter((call) => call.path === '/api/carteirinha').map((call) => call.search)).toEqual([
      '',
      `?pessoa=${LIA.id}`,
      `?pessoa=${RUI.id}`,
      // Back to one's own: renewed on every visit.
      '',
    ]);
  });

  it("opens on the dependant's card that /Dependentes asked for", async () => {
    const sent = stubApi({
      '/api/assinante': { status: 200, body: SUBSCRIBER },
      '/api/dependentes': { status: 200, body: dependantListFixture([LIA]) },
      '/api/carteirinha': cardsBy({ '': MARIA, [LIA.id]: card('Lia Souza', LIA.memberNumber) }),
    });
    render({ pessoa: LIA.id });
    await shownCard('Lia Souza', LIA.memberNumber);
    const switcher = await screen.findByRole('group', { name: 'De quem é a carteirinha' });
    expect(within(switcher).getByRole('radio', { name: 'Lia Souza' })).toBeChecked();
    expect(sent.calls.some((call) => call.search === `?pessoa=${LIA.id}`)).toBe(true);
  });

  it('shows a dependant signed in their own card, no switcher, and whose plan it is instead of a link to it', async () => {
    stubApi({
      '/api/assinante': { status: 200, body: AS_DEPENDANT },
      // A dependant's list holds only themself.
      '/api/dependentes': { status: 200, body: dependantListFixture([RUI]) },
      '/api/carteirinha': { status: 200, body: card('Rui Souza', RUI.memberNumber) },
    });
    render();
    await shownCard('Rui Souza', RUI.memberNumber);
    expect(await screen.findByText('Plano de Ana Souza, titular da assinatura.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver meu plano e adicionais' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'De quem é a carteirinha' })).toBeNull();
  });

  it("tells a dependant why their card is refused, without offering them to pay the titular's subscription", async () => {
    const message =
      'A assinatura de Ana Souza não está em dia: a carteirinha volta a valer quando o titular pagar a renovação.';
    stubApi({
      '/api/assinante': { status: 200, body: AS_DEPENDANT },
      '/api/dependentes': { status: 200, body: dependantListFixture([RUI]) },
      '/api/carteirinha': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message, reason: 'assinatura-inativa', status: 'suspensa' },
      },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await screen.findByText('Carteirinha', { selector: 'h1' });
    expect(screen.queryByRole('link', { name: 'Pagar a assinatura' })).toBeNull();
  });
});
