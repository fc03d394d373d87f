import type { Browser, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { violations } from '../support/axe';
import { subscriberWithRequest } from '../support/desk';
import { expect, skipFirstLaunch, test, waitForAppOnNavigation } from '../support/fixtures';
import { operatorAccount, signIn } from '../support/sign-in';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TABS = ['Atendimentos', 'Cobranças', 'Reembolsos', 'Afiliados'] as const;

async function deskPage(browser: Browser, options: { viewport: typeof DESK; colorScheme: 'light' | 'dark' }) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR', ...options });
  await skipFirstLaunch(context);
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  return { context, page };
}

/** Opens each tab and audits it once its table (or its empty state) shows; the queue with a request open too. */
async function auditEveryTab(page: Page, what: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const nav = page.getByRole('navigation', { name: 'Filas da central' });
  for (const tab of TABS) {
    await nav.getByRole('button', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Central: ${tab.toLowerCase()}`);
    await expect(page.getByRole('status').filter({ hasText: /^Carregando/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    found[`${what}, ${tab}`] = await violations(page);
    if (tab === 'Atendimentos') {
      await page.getByRole('row').nth(1).getByRole('button').click();
      await expect(page.getByRole('button', { name: 'Fechar' })).toBeVisible();
      found[`${what}, a request open`] = await violations(page);
      await page.getByRole('button', { name: 'Fechar' }).click();
    }
  }
  return Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
}

test.describe('/Operador, the desk', () => {
  test('at a desk: tabs at the side, sortable columns, the queue worked with j/k/Enter/Escape and the focus shown; axe finds nothing in either theme', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await deskPage(browser, { viewport: DESK, colorScheme: 'light' });
    await subscriberWithRequest('Beatriz', 'Fila', 'Primeiro pedido');
    await subscriberWithRequest('Caio', 'Fila', 'Segundo pedido');
    const operator = await operatorAccount('desk');
    await signIn(page, operator);
    await page.goto(webPaths.operator);
    const queue = page.getByRole('table', { name: 'Fila de atendimentos' });
    await expect(queue).toBeVisible();

    // The navigation is at the side of the content, and the keys are documented there.
    const nav = await page.getByRole('navigation', { name: 'Filas da central' }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(nav && main && nav.x + nav.width <= main.x).toBe(true);
    await expect(page.getByRole('region', { name: 'Atalhos do teclado' })).toContainText('j ou ↓próxima linha');

    // j from the page goes to the first row, j again to the next; the focus is drawn.
    await page.locator('body').click({ position: { x: 600, y: 5 } });
    await page.keyboard.press('j');
    const rows = queue.locator('tbody [data-desk-row]');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
    const outline = await rows.nth(1).evaluate((button) => getComputedStyle(button).outlineStyle);
    expect(outline).not.toBe('none');
    // Enter opens it beside the table, its heading focused; Escape closes it, back on the row.
    const protocol = ((await rows.nth(1).textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: new RegExp(`^${protocol} · `) });
    await expect(panel.getByRole('heading')).toBeFocused();
    const tableBox = await queue.boundingBox();
    const panelBox = await panel.boundingBox();
    // Beside the table, not below it.
    expect(tableBox && panelBox && panelBox.x > tableBox.x && panelBox.y < tableBox.y + tableBox.height).toBe(true);
    await page.keyboard.press('k');
    await expect(rows.nth(0)).toBeFocused();
    await expect(page.getByRole('region', { name: new RegExp(`^${protocol} · `) })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
    await expect(rows.nth(0)).toBeFocused();

    // A column sorts both ways, and says so.
    const header = queue.getByRole('columnheader', { name: /Protocolo/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await rows.allTextContents();
    expect([...ascending].sort()).toEqual(ascending);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');

    const found = await auditEveryTab(page, 'light, 1280 px');
    await context.close();
    const dark = await deskPage(browser, { viewport: DESK, colorScheme: 'dark' });
    await signIn(dark.page, operator);
    await dark.page.goto(webPaths.operator);
    await expect(dark.page.getByRole('heading', { level: 1 })).toBeVisible();
    // The dark theme is the desk's too: a dark page, light text.
    const [background, text] = await dark.page.evaluate(() =>
      [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('h1')!).color].map(
        (colour) => (colour.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0),
      ),
    );
    expect(background).toBeLessThan(3 * 64);
    expect(text).toBeGreaterThan(3 * 192);
    Object.assign(found, await auditEveryTab(dark.page, 'dark, 1280 px'));
    await dark.context.close();
    expect(found, 'axe violations on /Operador').toEqual({});
  });

  test('on a phone: the tabs and the filters each in one row, nothing wider than the screen, and axe finds nothing in either theme', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const operator = await operatorAccount('deskPhone');
    const found: Record<string, string[]> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await deskPage(browser, { viewport: PHONE, colorScheme });
      await signIn(page, operator);
      await page.goto(webPaths.operator);
      await expect(page.getByRole('table', { name: 'Fila de atendimentos' })).toBeVisible();
      const tops = async (buttons: ReturnType<Page['getByRole']>) =>
        new Set(
          await buttons.evaluateAll((all) => all.map((button) => Math.round(button.getBoundingClientRect().top))),
        );
      expect(await tops(page.getByRole('navigation', { name: 'Filas da central' }).getByRole('button'))).toHaveProperty(
        'size',
        1,
      );
      expect(await tops(page.getByRole('group', { name: /^Filtrar a fila/ }).getByRole('button'))).toHaveProperty(
        'size',
        1,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      Object.assign(found, await auditEveryTab(page, `${colorScheme}, 390 px`));
      await context.close();
    }
    expect(found, 'axe violations on /Operador').toEqual({});
  });
});
