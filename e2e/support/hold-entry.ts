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

/**
 * The app's start-up files a prerendered page names on its boot script (`data-entry`, and the
 * chunks it imports, `data-preload`), read from the page's HTML.
 */
export function bootScriptFiles(html: string): { entry: string | undefined; preload: string[] } {
  const attribute = (name: string) => new RegExp(`<script id="app-boot"[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return { entry: attribute('data-entry'), preload: (attribute('data-preload') ?? '').split(' ').filter(Boolean) };
}
