import type { Locator, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';

/** One subscriber screen of the tour: how to reach it from a signed-in page. */
export interface SubscriberScreen {
  name: string;
  open: (page: Page) => Promise<void>;
}

/** What differs on every run (dates, protocol and member numbers, addresses, the QR, the token and its countdown). */
export const volatileParts = (page: Page): Locator[] =>
  [
    page.getByText(/\d{2}\/\d{2}\/\d{4}/),
    page.getByText(/Protocolo \d{4}-\d{6}/),
    page.getByText(/^\d{4}( \d{4}){3}$/),
    page.getByText(/@exemplo\.com\.br/),
    page.getByRole('img', { name: /Código QR/ }),
    page.getByTestId('token-de-atendimento'),
    page.getByRole('progressbar'),
    page.getByText(/^Muda em \d+ s/),
  ].map((part) => part.filter({ visible: true }));

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function openRoute(page: Page, route: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(route);
  await ready(page).first().waitFor();
  await settle(page);
}

/** A request of the subscriber's through the API, so 'Meus atendimentos' has one to show. */
export async function requestSupport(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_token') ?? '');
  const answer = await page.request.post('/api/atendimentos', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `tour-${Date.now()}-${Math.random()}` },
    data: { coverageId: 'suporte-online', note: 'Meu roteador não conecta' },
  });
  if (!answer.ok()) throw new Error(`the tour's request was refused: ${answer.status()}`);
}

/**
 * The subscriber's main screens, in the order a signed-in page visits them (the account has one
 * request, see requestSupport): the visual-regression suite and `npm run screenshots` share them.
 */
export const MAIN_SCREENS: readonly SubscriberScreen[] = [
  {
    name: 'inicio',
    open: (page) =>
      openRoute(page, webPaths.tabNavigator, (p) => p.getByRole('heading', { name: 'Saúde e bem-estar' })),
  },
  {
    name: 'cobertura-em-carencia',
    open: async (page) => {
      await page.getByRole('button', { name: 'Telemedicina' }).click();
      await page.getByRole('dialog', { name: 'Telemedicina' }).getByText('Em carência', { exact: true }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'carteirinha',
    open: (page) => openRoute(page, webPaths.memberCard, (p) => p.getByRole('img', { name: /Código QR/ })),
  },
  {
    name: 'meu-plano',
    open: (page) => openRoute(page, webPaths.myPlan, (p) => p.getByRole('heading', { name: 'Meu plano' })),
  },
  {
    name: 'minhas-cobrancas',
    open: (page) => openRoute(page, webPaths.myCharges, (p) => p.getByText(/R\$/)),
  },
  {
    name: 'meus-atendimentos',
    open: (page) => openRoute(page, webPaths.myServiceRequests, (p) => p.getByText(/Protocolo \d{4}-\d{6}/)),
  },
  {
    name: 'perfil',
    open: (page) => openRoute(page, webPaths.profile, (p) => p.getByRole('heading', { name: 'Perfil' })),
  },
];
