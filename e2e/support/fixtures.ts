import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { PERSISTED_STATE_KEY } from '@game-assist/contracts';
import { returningVisitorScript } from '@game-assist/test-support';

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

/** The person is back, the privacy notice already answered (every test's context unless it asks for a first launch). */
export async function skipFirstLaunch(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: returningVisitorScript(PERSISTED_STATE_KEY) });
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
