import type { Browser, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { fillTheDesk } from './desk';
import { skipFirstLaunch, waitForAppOnNavigation } from './fixtures';
import { operatorAccount, signIn } from './sign-in';

/** Each staff screen: the tab, whether a row is shown open beside the table, and what is searched. */
const SCREENS: readonly { tab: string; name: string; open: boolean; search?: string }[] = [
  { tab: 'Atendimentos', name: 'atendimentos', open: true },
  { tab: 'Cobranças', name: 'cobrancas', open: true },
  { tab: 'Reembolsos', name: 'reembolsos', open: false },
  { tab: 'Afiliados', name: 'afiliados', open: false },
  { tab: 'Assinantes', name: 'assinantes', open: false, search: 'Renata' },
  { tab: 'Indicadores', name: 'indicadores', open: false },
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * `npm run screenshots`, the staff side: every tab of /Operador at 1280 and 390 px, light and
 * dark, as docs/screenshots/desk-<tab>-<width>-<theme>.png, on a desk filled through the API.
 */
export async function shootTheDesk(browser: Browser, shoot: (page: Page, name: string) => Promise<void>) {
  const operator = await operatorAccount('desk');
  for (const viewport of WIDTHS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport,
        colorScheme,
        deviceScaleFactor: 1,
        locale: 'pt-BR',
        baseURL: process.env.E2E_BASE_URL,
      });
      await skipFirstLaunch(context);
      if (viewport === WIDTHS[0] && colorScheme === 'light') await fillTheDesk();
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      await signIn(page, operator);
      await page.goto(webPaths.operator);
      for (const screen of SCREENS) {
        await page
          .getByRole('navigation', { name: 'Filas da central' })
          .getByRole('button', { name: screen.tab })
          .click();
        await page.getByRole('heading', { level: 1, name: `Central: ${screen.tab.toLowerCase()}` }).waitFor();
        await page.getByText(/^Carregando/).waitFor({ state: 'hidden' });
        await page.waitForLoadState('networkidle');
        if (screen.search) {
          const search = page.getByRole('search', { name: 'Buscar assinantes' });
          await search.getByRole('textbox').fill(screen.search);
          await search.getByRole('button', { name: 'Buscar' }).click();
          await page.getByText(/^Buscando/).waitFor({ state: 'hidden' });
          await page.getByText(new RegExp(screen.search)).first().waitFor();
        }
        // On a phone an open row takes the table's place: the list is what shows there.
        if (screen.open && viewport.width >= 1024) {
          await page.getByRole('row').nth(1).getByRole('button').first().click();
          await page.getByRole('button', { name: 'Fechar' }).waitFor();
        }
        await shoot(page, `desk-${screen.name}-${viewport.width}-${colorScheme}`);
        if (screen.open && viewport.width >= 1024) await page.getByRole('button', { name: 'Fechar' }).click();
      }
      await context.close();
    }
  }
}
