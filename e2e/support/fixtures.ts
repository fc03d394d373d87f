import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The prerendered landing screens paint before the app's JavaScript has loaded, and their
 * buttons answer only once it has hydrated them. `page.goto` and `page.reload` therefore
 * wait, after the load event, for the app's ready mark (`<html data-app-ready>`), as a person
 * would wait for the screen to respond.
 */
export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async () => {
    if (new URL(page.url()).pathname.startsWith('/api/')) return;
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}

/**
 * Seeds the persisted state (redux-persist's `persist:root` in localStorage) as a returning
 * person's: the first launch is over, so the first-launch privacy notice does not cover the
 * bottom of the screen. It runs before the app on every page load and fills in `firstLaunch`
 * only where it is missing, so what a test does (answering the notice, clearing storage) holds.
 */
function seedReturningVisitor() {
  try {
    const key = 'persist:root';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    if ('firstLaunch' in saved) return;
    saved.firstLaunch = 'false';
    localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // A page without storage (about:blank): nothing to seed.
  }
}

/** For contexts a test opens itself: the person is back, the privacy notice already answered. */
export async function skipFirstLaunch(context: BrowserContext): Promise<void> {
  await context.addInitScript(seedReturningVisitor);
}

/**
 * Every test runs against the server global-setup started, as a returning visitor unless it
 * sets `test.use({ firstLaunch: true })` (the first-launch privacy notice is then shown).
 */
export const test = base.extend<{ firstLaunch: boolean }>({
  firstLaunch: [false, { option: true }],
  context: async ({ context, firstLaunch }, use) => {
    if (!firstLaunch) await skipFirstLaunch(context);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    await use(page);
  },
});
export { expect };
