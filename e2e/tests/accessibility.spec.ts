import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '../support/routes';
import { signIn } from '../support/sign-in';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each with the offending markup. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join(', ')}`,
  );
}

/** Runs axe on the page as it is now; `what` names the state in the failure message. */
async function expectNoViolations(page: Page, what: string) {
  expect(await violations(page), `axe violations on ${what}`).toEqual([]);
}

/**
 * Opens `route` and audits it once its lazy screen and first data have settled. The page must
 * still be on `route`: a guarded route that bounced to /SignIn would otherwise audit /SignIn.
 */
async function routeViolations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page, `${route} stayed on its route`).toHaveURL((url) => url.pathname === route);
  return violations(page);
}

test.describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route}`, async ({ page }) => {
      expect(await routeViolations(page, route), `axe violations on ${route}`).toEqual([]);
    });
  }

  test('the audit covers every route of the app', async () => {
    const table = await readFile(path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.tsx'), 'utf8');
    // Every screen's path; the catch-all '*' of unknown URLs is not a screen.
    const appRoutes = [...table.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]).filter((p) => p !== '*');
    expect(appRoutes.length).toBeGreaterThan(0);
    expect(new Set(appRoutes)).toEqual(new Set([...PUBLIC_ROUTES, ...GUARDED_ROUTES]));
  });

  test('every route, signed in', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    // Every route is audited before the verdict, so one run lists them all.
    const found: Record<string, string[]> = {};
    for (const route of [...GUARDED_ROUTES, ...PUBLIC_ROUTES]) {
      const list = await routeViolations(page, route);
      if (list.length > 0) found[route] = list;
    }
    expect(found, 'axe violations signed in').toEqual({});
  });

  test('every tab of the tab navigator, signed in', async ({ page }) => {
    await signIn(page);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await expect(tabs).toHaveText(['Início', 'Depósitos', 'Empréstimos', 'Notificações', 'Mais']);
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `the tab ${await tab.innerText()}`);
    }
  });

  test('the coverage bottom sheet, open with a section expanded', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Telemedicina' }).click();
    const sheet = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Telemedicina' })).toBeVisible();
    await sheet.getByText('Prestador').click();
    await expect(sheet.getByText('VivaBem Telessaúde')).toBeVisible();
    await expectNoViolations(page, 'the open coverage sheet');
  });

  test('the FAQ with an item expanded', async ({ page }) => {
    await page.goto('/FAQ');
    const first = page.getByRole('button', { name: /Como uso um benefício/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: /Como uso um benefício/ })).toBeVisible();
    await expectNoViolations(page, 'the FAQ with an item open');
  });

  test('the onboarding from an affiliate link, with the affiliate card', async ({ page }) => {
    await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
    await expect(page.getByRole('link', { name: /Lara Gamer/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the onboarding with an affiliate');
  });

  test('the not-found error screen', async ({ page }) => {
    await page.goto('/RotaQueNaoExiste');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expectNoViolations(page, 'the not-found screen');
  });
});
