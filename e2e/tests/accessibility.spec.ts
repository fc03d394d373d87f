import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '../support/routes';
import { signIn } from '../support/sign-in';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now; `what` names the state in the failure message. */
async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/**
 * Opens `route` and audits it once its lazy screen and first data have settled. The page must
 * still be on `route`: a guarded route that bounced to /SignIn would otherwise audit /SignIn.
 */
async function auditRoute(page: Page, route: string) {
  await page.goto(route);
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page, `${route} stayed on its route`).toHaveURL((url) => url.pathname === route);
  await expectNoViolations(page, route);
}

test.describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route}`, async ({ page }) => {
      await auditRoute(page, route);
    });
  }

  test('every guarded route, signed in', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const route of GUARDED_ROUTES) await auditRoute(page, route);
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

  test('the onboarding from a partner link, with the partner card', async ({ page }) => {
    await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
    await expect(page.getByRole('button', { name: /Lara Gamer/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the onboarding with a partner');
  });

  test('the not-found error screen', async ({ page }) => {
    await page.goto('/RotaQueNaoExiste');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expectNoViolations(page, 'the not-found screen');
  });
});
