import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type PageWithAxe = Window & { axe?: typeof axe };

/**
 * axe's violations on the page as it is now, one line each with the offending markup.
 *
 * axe-core as its README runs it: its source evaluated once per document, then `axe.run`. Not
 * through `@axe-core/playwright`, whose every `analyze()` evaluates the 0.5 MB source three times
 * and opens a page of its own to assemble the results: 1.7 s a screen against 0.45 here, in a suite
 * that audits about seventy. The app draws no frames; a page that does fails here
 * rather than being audited without them.
 */
export async function violations(page: Page): Promise<string[]> {
  expect(page.mainFrame().childFrames(), 'the audit does not look inside frames').toEqual([]);
  if (!(await page.evaluate(() => typeof (window as PageWithAxe).axe === 'object'))) await page.evaluate(axe.source);
  const results = await page.evaluate((tags) => {
    const loaded = (window as PageWithAxe).axe;
    if (!loaded) throw new Error('axe-core is not on the page');
    return loaded.run(document, { runOnly: { type: 'tag', values: tags } });
  }, WCAG_TAGS);
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
