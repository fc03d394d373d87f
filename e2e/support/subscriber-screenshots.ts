import type { Browser, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { waitForAppOnNavigation } from './fixtures';
import { inviteAsPartner } from './partner';
import { createAccount, signIn, type TestAccount } from './sign-in';
import { MAIN_SCREENS, requestSupport } from './subscriber-screens';

type Shoot = (page: Page, name: string) => Promise<void>;

/** Screens past the main tour, each opened from a signed-in page. */
const MORE_SCREENS: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'parceiro',
    open: async (page) => {
      await page.goto(webPaths.tabNavigator);
      await page.getByRole('button', { name: 'Lara Gamer' }).click();
      await page.getByRole('heading', { name: 'Bio' }).waitFor();
    },
  },
  {
    name: 'notificacoes',
    open: async (page) => {
      await page.goto(webPaths.tabNavigator);
      await page.getByRole('tab', { name: /^Notificações/ }).click();
      await page.getByRole('list', { name: 'Notificações' }).waitFor();
    },
  },
  {
    name: 'mais',
    open: async (page) => {
      await page.goto(webPaths.tabNavigator);
      await page.getByRole('tab', { name: 'Mais' }).click();
      await page.getByRole('link', { name: /Exemplos do aplicativo/ }).waitFor();
    },
  },
  {
    name: 'pagina-do-parceiro',
    open: async (page) => {
      await page.goto(webPaths.partner);
      await page.getByRole('heading', { name: 'Seus resultados' }).waitFor();
      await page.getByRole('img', { name: 'Código QR do seu link' }).waitFor();
    },
  },
  { name: 'atendimento', open: (page) => openFirstRequest(page) },
  { name: 'dependentes', open: (page) => page.goto(webPaths.dependants).then(() => undefined) },
  { name: 'meus-dados', open: (page) => page.goto(webPaths.myData).then(() => undefined) },
  { name: 'exemplos', open: (page) => page.goto(webPaths.appExamples).then(() => undefined) },
  { name: 'exemplo-open-new-loan', open: (page) => page.goto(webPaths.openNewLoan).then(() => undefined) },
];

async function openFirstRequest(page: Page): Promise<void> {
  await page.goto(webPaths.myServiceRequests);
  await page.getByRole('link', { name: 'Acompanhar e enviar mensagem' }).first().click();
  await page.getByRole('region', { name: 'Andamento' }).waitFor();
}

/**
 * `npm run screenshots`, the subscriber's side at 390 px in the light and the dark theme:
 * docs/screenshots/<screen>-<theme>.png, from the landing and sign-up to the tour's screens.
 */
export async function shootTheSubscriber(browser: Browser, shoot: Shoot): Promise<void> {
  let account: TestAccount | undefined;
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      baseURL: process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
    await shoot(page, `inicio-do-app-${colorScheme}`);
    // The first-launch notice belongs to the first screen only: answered, it stays out of the rest.
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Agora não' }).click();
    await page.goto(webPaths.signUp);
    await shoot(page, `cadastro-${colorScheme}`);
    const first = !account;
    account = await signIn(page, account ?? (await createAccount()));
    if (first) await requestSupport(page);
    // The same person is also Lara's partner account (#71), for /Parceiro.
    if (first) await inviteAsPartner(account.email);
    for (const screen of [...MAIN_SCREENS, ...MORE_SCREENS]) {
      await screen.open(page);
      await shoot(page, `${screen.name}-${colorScheme}`);
      await page.keyboard.press('Escape');
    }
    await context.close();
  }
}
