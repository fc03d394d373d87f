import type { Locator } from '@playwright/test';

/** Whether the element wears the design system's primary action: its background is `--color-primary`. */
export async function looksPrimary(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--color-primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return getComputedStyle(node).backgroundColor === primary;
  });
}
