import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '../support/routes';
import { signIn } from '../support/sign-in';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, route: string) {
  await page.goto(route);
  await page.locator('#root > *').first().waitFor();
  // Let lazy screens and their first data settle before auditing.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${route}`).toEqual([]);
}

test.describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route}`, async ({ page }) => {
      await expectNoViolations(page, route);
    });
  }

  test('every guarded route, signed in', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const route of GUARDED_ROUTES) await expectNoViolations(page, route);
  });

  test('every tab of the tab navigator, signed in', async ({ page }) => {
    await signIn(page);
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((violation) => violation.id),
        await tab.innerText(),
      ).toEqual([]);
    }
  });
});
