import type { Browser, Page } from '@playwright/test';

/**
 * Holds back the requests matching `pattern` until `release()` lets them through or `fail()`
 * fails them as a dropped connection would; `paths` lists them as they come. A held request the
 * boot script made may hold the load event too: open such pages up to DOMContentLoaded only.
 */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
): Promise<{ paths: string[]; release: () => void; fail: () => void }> {
  const paths: string[] = [];
  let settle: (outcome: 'release' | 'fail') => void = () => {};
  const held = new Promise<'release' | 'fail'>((resolve) => (settle = resolve));
  await page.route(pattern, async (route) => {
    paths.push(new URL(route.request().url()).pathname);
    if ((await held) === 'fail') await route.abort('internetdisconnected');
    else await route.continue();
  });
  return { paths, release: () => settle('release'), fail: () => settle('fail') };
}

/** The app's entry script, as the boot script asks for it. */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** A page of a fresh context (no service worker) whose app entry is held until released or failed. */
export async function pageWithEntryHeld(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, entry: await holdRequests(page, ENTRY_SCRIPT) };
}

/**
 * Holds every request for the app's entry script (`entry`, a path under /assets/) until the
 * returned function is called: what a page shows before the app has started stays in view.
 */
export async function holdTheEntry(page: Page, entry: string | null | undefined): Promise<() => void> {
  if (!entry?.startsWith('/assets/')) throw new Error(`not an entry script: ${entry}`);
  return (await holdRequests(page, `**${entry}`)).release;
}

/**
 * The app's start-up files a prerendered page names on its boot script (`data-entry`, and the
 * chunks it imports, `data-preload`), read from the page's HTML.
 */
export function bootScriptFiles(html: string): { entry: string | undefined; preload: string[] } {
  const attribute = (name: string) => new RegExp(`<script id="app-boot"[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return { entry: attribute('data-entry'), preload: (attribute('data-preload') ?? '').split(' ').filter(Boolean) };
}
