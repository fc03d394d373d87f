import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each with the offending markup. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join(', ')}`,
  );
}

/** Runs axe on the page as it is now; `what` names the state in the failure message. */
export async function expectNoViolations(page: Page, what: string) {
  expect(await violations(page), `axe violations on ${what}`).toEqual([]);
}
