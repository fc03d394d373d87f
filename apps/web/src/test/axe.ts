import axe from 'axe-core';

/** The WCAG levels the e2e audit runs (e2e/support/axe.ts). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations in what a component test rendered, one line each. jsdom lays nothing out, so what
 * needs a layout (contrast, target sizes) is left to the e2e audit, which runs the same tags in Chromium.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(', ')}`,
  );
}
