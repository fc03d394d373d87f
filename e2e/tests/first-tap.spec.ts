import type { Browser, Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { messagesFor, waitForCode } from '../support/mailbox';
import { createAccount, TEST_PASSWORD } from '../support/sign-in';

/**
 * Every tap works from the first paint, the hard way: a phone-class CPU (6× slower) and the
 * app's scripts a second late, with every tap made as soon as the page has been parsed
 * (DOMContentLoaded), long before the app has started.
 */
const SLOW = 6;
const SCRIPT_DELAY_MS = 1000;
/** The app starts late here by design: what it does once started may take this long. */
const AFTER_START = { timeout: 45_000 };

interface SlowPhone {
  page: Page;
  /** Every URL the browser requested, navigations included. */
  urls: string[];
  /** The bodies-carrying API calls the page made, by path. */
  apiPosts: string[];
  /** Lets the scripts through (after their delay) when the phone was made with them held. */
  releaseScripts(): void;
  close(): Promise<void>;
}

/**
 * `holdScripts`: the app's scripts also wait for releaseScripts(), for a test that checks what the
 * page does before the app has started (a loaded machine may take longer than the delay to look).
 */
async function slowPhone(browser: Browser, baseURL: string, { holdScripts = false } = {}): Promise<SlowPhone> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const urls: string[] = [];
  const apiPosts: string[] = [];
  context.on('request', (request) => {
    urls.push(request.url());
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.startsWith('/api/')) apiPosts.push(url.pathname);
  });
  let releaseScripts = () => {};
  const released = holdScripts ? new Promise<void>((resolve) => (releaseScripts = resolve)) : Promise.resolve();
  await context.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)), released]);
    await route.continue();
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW });
  return { page, urls, apiPosts, releaseScripts, close: () => context.close() };
}

/** Opens `path` and returns as soon as its HTML has been parsed, before any of the app runs. */
async function openParsed(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
}

/** No request URL holds any of `typed`, as it is or URL-encoded. */
function expectNothingTypedInUrls(urls: string[], typed: string[]) {
  const leaks = urls.filter((url) =>
    typed.some(
      (text) => url.includes(text) || url.includes(encodeURIComponent(text)) || safeDecode(url).includes(text),
    ),
  );
  expect(leaks).toEqual([]);
  expect(urls.length).toBeGreaterThan(0);
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return url;
  }
}

test.describe('every tap works from the first paint (CPU 6× slower, scripts 1 s late)', () => {
  test.describe.configure({ timeout: 150_000 });

  test("'Começar' tapped at once reaches /SignIn", async ({ browser, baseURL }) => {
    const phone = await slowPhone(browser, baseURL!);
    try {
      await openParsed(phone.page, '/');
      await phone.page.getByRole('link', { name: 'Começar' }).tap();
      await phone.page.waitForURL(`**${webPaths.signIn}`, { waitUntil: 'domcontentloaded' });
      await expect(phone.page.getByRole('heading', { level: 1, name: 'Bem vindo de volta!' })).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test("an empty 'Entrar' tapped at once asks for the e-mail at once, and stays", async ({ browser, baseURL }) => {
    const phone = await slowPhone(browser, baseURL!, { holdScripts: true });
    try {
      await openParsed(phone.page, webPaths.signIn);
      await phone.page.getByRole('button', { name: 'Entrar', exact: true }).tap();
      // Said by the boot script before the app has started, where the app says it, the field marked.
      const message = phone.page.getByRole('alert').filter({ hasText: 'Preencha o campo de e-mail!' });
      await expect(message).toBeVisible();
      expect(await phone.page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      await expect(phone.page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
      // The app, handed the tap once ready, says the same, once.
      phone.releaseScripts();
      await expect(phone.page.locator('html')).toHaveAttribute('data-app-ready', 'true', AFTER_START);
      await expect(message).toBeVisible();
      await expect(phone.page.getByText('Preencha o campo de e-mail!')).toHaveCount(1);
      await expect(phone.page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(new URL(phone.page.url()).pathname + new URL(phone.page.url()).search).toBe(webPaths.signIn);
      expect(phone.apiPosts).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test("an e-mail typed and 'Entrar' tapped at once reach /ConfirmationCode with exactly one code", async ({
    browser,
    baseURL,
  }) => {
    // Unpaid: no receipt among its messages.
    const account = await createAccount('Cedo', 'Rápida', undefined, { paid: false });
    const phone = await slowPhone(browser, baseURL!);
    try {
      await openParsed(phone.page, webPaths.signIn);
      await phone.page.getByLabel('E-mail').fill(account.email);
      await phone.page.getByRole('button', { name: 'Entrar', exact: true }).tap();
      await phone.page.waitForURL(`**${webPaths.confirmationCode}`, AFTER_START);
      // The account's messages: its sign-up confirmation, then exactly one sign-in code.
      const code = await waitForCode(account.email, 1);
      expect(phone.apiPosts.filter((path) => path.endsWith('/request-otp'))).toHaveLength(1);
      expect(await messagesFor(account.email)).toHaveLength(2);
      // The one code signs the person in.
      await phone.page.getByLabel('Dígito 1 de 6').fill(code);
      await phone.page.getByRole('button', { name: 'Confirmar' }).tap();
      await phone.page.waitForURL(`**${webPaths.tabNavigator}`, AFTER_START);
      expectNothingTypedInUrls(phone.urls, [account.email]);
    } finally {
      await phone.close();
    }
  });

  test("a filled /SignUp and 'Cadastrar' tapped at once create the account", async ({ browser, baseURL, page }) => {
    const email = `cedo-${Date.now()}-${process.pid}@exemplo.com.br`;
    const phone = await slowPhone(browser, baseURL!);
    try {
      await openParsed(phone.page, webPaths.signUp);
      await phone.page.getByLabel('Nome', { exact: true }).fill('Beatriz');
      await phone.page.getByLabel('Sobrenome').fill('Ligeira');
      await phone.page.getByLabel('E-mail').fill(email);
      await phone.page.getByLabel('Senha', { exact: true }).fill(TEST_PASSWORD);
      await phone.page.getByLabel('Confirmar senha', { exact: true }).fill(TEST_PASSWORD);
      await phone.page.getByRole('button', { name: 'Cadastrar' }).tap();
      // The account waits for its confirmation code, e-mailed to the address typed before the app
      // had started; the code then makes the password typed then work.
      await phone.page.waitForURL(`**${webPaths.confirmationCode}`, AFTER_START);
      expect(phone.apiPosts.filter((path) => path.endsWith('/singup'))).toHaveLength(1);
      const code = await waitForCode(email);
      const confirmed = await page.request.post('/api/auth/verify-otp', {
        data: { identifier: email, type: 'email', otp: code },
      });
      expect(confirmed.status()).toBe(201);
      const login = await page.request.post('/api/login', { data: { email, password: TEST_PASSWORD } });
      expect(login.status()).toBe(200);
      expectNothingTypedInUrls(phone.urls, [email, TEST_PASSWORD, 'Beatriz', 'Ligeira']);
    } finally {
      await phone.close();
    }
  });
});
