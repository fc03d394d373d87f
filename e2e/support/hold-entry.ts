import type { Page } from '@playwright/test';

/**
 * Holds every request for the app's entry script (`entry`, a path under /assets/) until the
 * returned function is called: what a page shows before the app has started stays in view.
 */
export async function holdTheEntry(page: Page, entry: string | null | undefined): Promise<() => void> {
  if (!entry?.startsWith('/assets/')) throw new Error(`not an entry script: ${entry}`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
