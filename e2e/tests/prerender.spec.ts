import type { Browser, Page } from '@playwright/test';
import { FONT_WAIT_MS, webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { serveHtmlInParts } from '../support/parted-html';
import { bootScriptFiles, ENTRY_SCRIPT, holdRequests, pageWithEntryHeld } from '../support/hold-entry';

/**
 * The public landing screens are prerendered at build time: they paint from HTML before any
 * JavaScript, then the app hydrates them. Nothing on them may move while that happens.
 */
const PAGES = [
  { url: '/', heading: 'Bem vindo ao Game Assist App', affiliate: false },
  { url: '/?affiliate=aff-001&code=GAMEASSIST10', heading: 'Bem vindo ao Game Assist App', affiliate: true },
  // A link code alone: the affiliate comes from the link.
  { url: '/?code=GAMEASSIST10', heading: 'Bem vindo ao Game Assist App', affiliate: true },
  { url: webPaths.signIn, heading: 'Bem vindo de volta!', affiliate: false },
  { url: webPaths.signUp, heading: 'Cadastre-se!', affiliate: false },
];

/** Lighthouse's phone, and two common narrower ones. */
const DEVICES = [
  { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];

interface TextBox {
  text: string;
  left: number;
  top: number;
}

/** Where every element with text on the screen starts, in document order. */
function textBoxes(page: Page): Promise<TextBox[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) =>
        Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim()),
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent?.trim().slice(0, 30) ?? '', left: box.left, top: box.top };
      }),
  );
}

/** Records every layout shift not caused by input in `window.__shifts`, from the navigation on. */
const RECORD_LAYOUT_SHIFTS = `window.__shifts = [];
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) window.__shifts.push(entry.value); });
  }).observe({ type: 'layout-shift', buffered: true });`;

function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}

/** Serves the prerendered `path` with the boot script's `data-font-wait` set to `ms`. */
async function waitForFontsUpTo(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const attribute = `data-font-wait="${FONT_WAIT_MS}"`;
      if (!html.includes(attribute)) throw new Error(`${path} has no ${attribute}`);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, headers, body: html.replace(attribute, `data-font-wait="${ms}"`) });
    },
  );
}

/** The load status of each Source Sans 3 face in the page (the local fallback faces left out). */
function webFontFaces(page: Page): Promise<FontFaceLoadStatus[]> {
  return page.evaluate(() => {
    const statuses: FontFaceLoadStatus[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Source Sans 3') statuses.push(face.status);
    });
    return statuses;
  });
}

/** Resolves once the web font has loaded (its faces are added only after the first paint). */
function webFontLoaded(page: Page): Promise<void> {
  return expect.poll(() => webFontFaces(page), { timeout: 15_000 }).toContain('loaded');
}

async function boxesWith(browser: Browser, device: (typeof DEVICES)[number], url: string, webFont: boolean) {
  const context = await browser.newContext({ ...device, locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  // Without the web font (and without the app, which would load it) the page shows as first
  // painted. The scripts are held, not failed: a failed entry would add the boot script's note.
  if (!webFont) {
    await page.route(/\.woff2?(\?|$)/, (route) => route.abort());
    await page.route(/\.js(\?|$)/, () => new Promise<void>(() => undefined));
  }
  await page.goto(url);
  if (webFont) await webFontLoaded(page);
  else await expect(page.locator('h1')).toBeVisible();
  const boxes = await textBoxes(page);
  await context.close();
  return boxes;
}

test.describe('prerendered landing screens', () => {
  test('arrive as HTML that shows the screen without any JavaScript', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const { url, heading } of PAGES) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const html = await (await request.get(url)).text();
      // No script but the boot script, which loads the app after the first paint.
      expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringContaining('id="app-boot"')]);
      expect(html).not.toMatch(/rel="modulepreload"/);
      // Its style sheets are inline; the links standing for them are disabled, so nothing is fetched.
      const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) expect(sheet).toContain(' disabled ');
    }
    await page.goto('/');
    // The first-launch notice asks about a lookup the app would run: with no JavaScript it stays out of the way.
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden();
    // Controls that go somewhere are plain links: they work with no JavaScript at all.
    await page.getByRole('link', { name: 'Começar' }).click();
    await page.waitForURL(`**${webPaths.signIn}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bem vindo de volta!' })).toBeVisible();
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await page.waitForURL(`**${webPaths.signUp}`);
    // A form sent natively is posted, never put in a URL, and the server sends the page back.
    for (const url of [webPaths.signIn, webPaths.signUp]) {
      await page.goto(url);
      await page.getByLabel('E-mail').fill('sem-js@exemplo.com.br');
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await page.getByRole('button', { name: /^(Entrar|Cadastrar)$/ }).click();
      expect(new URL((await posted).url()).pathname).toBe(url);
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe(`${baseURL}${url}`);
    }
    await context.close();
  });

  test('arrive Brotli-compressed: the page and every start-up chunk above 1 KB', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const answers = new Map<string, { encoding?: string; bytes: number }>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/' && !/\.(js|css)$/.test(url.pathname)) return;
      const headers = await response.allHeaders();
      answers.set(url.pathname, { encoding: headers['content-encoding'], bytes: Number(headers['content-length']) });
    });
    await page.goto('/');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(answers.get('/')?.encoding).toBe('br');
    const chunks = [...answers].filter(([path]) => path.endsWith('.js'));
    expect(chunks.filter(([, { encoding }]) => encoding === 'br').length).toBeGreaterThanOrEqual(1);
    // Files under 1 KB are sent as they are (apps/web/scripts/compress.mjs).
    expect(chunks.filter(([, { encoding, bytes }]) => encoding !== 'br' && !(bytes < 1024))).toEqual([]);
    await context.close();
  });

  test('load start-up code that V8 compiles while it streams in', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const { entry, preload } = bootScriptFiles(html);
    expect(entry).toBeDefined();
    const files = [entry!, ...preload];
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      // The compile hint only counts as the file's first line (vite.config.ts).
      expect((await (await request.get(file)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
  });

  test('fetch the screen’s chunks beside the app and never load the inlined style sheets again', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, entry } = await pageWithEntryHeld(browser, baseURL);
    const styleSheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styleSheets.push(request.url());
    });
    // Requested while the app's entry is held back: the boot script asked for it, not the app.
    const screenChunk = page.waitForRequest(/\/assets\/sign-up-screen-[\w-]+\.js$/);
    await page.goto(webPaths.signUp, { waitUntil: 'domcontentloaded' });
    await screenChunk;
    entry.release();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    // The app's lazy loader found the inlined sheets registered and added none of its own.
    const sheets = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => ({
        href: link.href,
        disabled: link.disabled,
      })),
    );
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets.filter((sheet) => !sheet.disabled)).toEqual([]);
    expect(styleSheets).toEqual([]);
    // The web fonts still arrive (their faces are added once their files are in).
    await webFontLoaded(page);
    await context.close();
  });

  test('add the web-font faces once their files have arrived, so the page is laid out again only once', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const fontFiles = await holdRequests(page, /\.woff2$/);
    // The boot script adds the faces after FONT_WAIT_MS whatever the files do, for files that never come;
    // on a slow host the app can take longer than that to start, so here the page waits an hour.
    await waitForFontsUpTo(page, webPaths.signUp, 3_600_000);
    await page.goto(webPaths.signUp, { waitUntil: 'domcontentloaded' });
    // Both weights are fetched as soon as the page has painted, before any face asks for them.
    await expect.poll(() => fontFiles.paths.length).toBe(2);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    expect(await webFontFaces(page)).toEqual([]);
    fontFiles.release();
    await webFontLoaded(page);
    expect(await webFontFaces(page)).toHaveLength(2);
    // The faces found the preloaded files: nothing was fetched twice.
    expect(new Set(fontFiles.paths).size).toBe(fontFiles.paths.length);
    await context.close();
  });

  test('add the web-font faces only once the app has started, not while the first taps come', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, entry } = await pageWithEntryHeld(browser, baseURL);
    const fontFiles: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fontFiles.push(request.url());
    });
    await page.goto(webPaths.signIn, { waitUntil: 'domcontentloaded' });
    // The files are in while the app is held back, and the page keeps its fallback font.
    await expect.poll(() => fontFiles.length).toBe(2);
    await expect.poll(() => entry.paths.length).toBe(1);
    // Time for the preloads' load events, which would have added the faces until 2026-11-26.
    await page.waitForTimeout(300);
    expect(await webFontFaces(page)).toEqual([]);
    entry.release();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await webFontLoaded(page);
    expect(await webFontFaces(page)).toHaveLength(2);
    await context.close();
  });

  test('add the web-font faces when the app cannot start', async ({ browser, baseURL }) => {
    const { context, page, entry } = await pageWithEntryHeld(browser, baseURL);
    await page.goto(webPaths.signIn, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => entry.paths.length).toBe(1);
    entry.fail();
    await expect(page.getByRole('alert')).toBeVisible();
    await webFontLoaded(page);
    await context.close();
  });

  test('hydrate without a mismatch and then work like the rest of the app', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(webPaths.signIn);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Preencha o campo de e-mail!')).toBeVisible();

    await page.goto(webPaths.signUp);
    await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');

    for (const { url } of PAGES.filter((page) => page.affiliate)) {
      await page.goto(url);
      await expect(page.getByRole('link', { name: /Lara Gamer/ })).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Começar' }).click();
    await page.waitForURL(`**${webPaths.signIn}`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(errors).toEqual([]);
  });

  test('before the app arrives, a tap shows as under way and is taken once the app has what was typed', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, entry } = await pageWithEntryHeld(browser, baseURL);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(webPaths.signIn, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill('cedo@exemplo.com.br');
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });
    await enter.click();
    // Held for the app, and shown as under way: dimmed, with a spinner.
    await expect(enter).toHaveAttribute('data-early-tap', '');
    const look = await enter.evaluate((button) => {
      const spinner = getComputedStyle(button, '::after');
      return { opacity: getComputedStyle(button).opacity, spinner: spinner.content, spinning: spinner.animationName };
    });
    expect(look).toMatchObject({ opacity: '0.6', spinner: '""' });
    expect(look.spinning).not.toBe('none');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(webPaths.signIn);
    entry.release();
    // Once started, the app takes the tap with what was typed: the code is asked for, once.
    await page.waitForURL(`**${webPaths.confirmationCode}`);
    expect(requests.filter((url) => url.endsWith('/api/auth/request-otp'))).toHaveLength(1);
    expect(requests.filter((url) => url.includes('cedo'))).toEqual([]);
    await context.close();
  });

  test('when the app cannot start, a held tap is let go and the page says so, with a way to try again', async ({
    browser,
    baseURL,
  }) => {
    // The app's entry is held, then its load fails: the connection dropped before it arrived.
    const { context, page, entry } = await pageWithEntryHeld(browser, baseURL);
    await page.goto(webPaths.signIn, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill('cedo@exemplo.com.br');
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });
    await enter.click();
    await expect(enter).toHaveAttribute('data-early-tap', '');
    entry.fail();

    const note = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir o app.' });
    await expect(note).toBeVisible();
    await expect(enter).not.toHaveAttribute('data-early-tap');
    await expect(page.getByLabel('E-mail')).toHaveValue('cedo@exemplo.com.br');
    await enter.click();
    await expect(note).toBeFocused();
    // The note is a link to the same page: with the connection back, the app starts.
    await page.unroute(ENTRY_SCRIPT);
    await note.click();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível abrir o app.' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(webPaths.signIn);
    await context.close();
  });

  // One test per screen: each opens the page six times (three phones, with and without the font).
  for (const { url } of PAGES.filter((page) => !page.affiliate)) {
    test(`keep every text in place when the web font swaps in: ${url}`, async ({ browser, baseURL }) => {
      for (const device of DEVICES) {
        const fallback = await boxesWith(browser, device, `${baseURL}${url}`, false);
        const webFont = await boxesWith(browser, device, `${baseURL}${url}`, true);
        // Chrome counts a move of 3 px or more as a layout shift; centred words may move less.
        const moved = webFont
          .map((box, index) => ({ box, before: fallback[index] }))
          .filter(
            ({ box, before }) =>
              !before ||
              box.text !== before.text ||
              Math.abs(box.left - before.left) >= 3 ||
              Math.abs(box.top - before.top) >= 3,
          )
          .map(({ box, before }) => `${box.text}: ${JSON.stringify(before)} → ${JSON.stringify(box)}`);
        expect(moved, `${url} at ${device.viewport.width} px`).toEqual([]);
        expect(webFont).toHaveLength(fallback.length);
      }
    });
  }

  test('record no layout shift while loading, hydrating and fetching the affiliate', async ({ page }) => {
    await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
    for (const { url, affiliate } of PAGES) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await webFontLoaded(page);
      if (affiliate) await expect(page.getByRole('link', { name: /Lara Gamer/ })).toBeVisible();
      expect(await layoutShifts(page), url).toEqual([]);
    }
  });

  test('paint nothing until the whole screen is parsed, so a page that arrives in parts never moves', async ({
    browser,
    baseURL,
  }) => {
    for (const { url } of PAGES) {
      // The main control (Começar, Entrar, Cadastrar) arrives later: above it the carousel or form
      // would be laid out without it, and move when it comes.
      const proxy = await serveHtmlInParts(baseURL!, url, (html) => {
        const label = html.search(/<span>(Começar|Entrar|Cadastrar)<\/span>/);
        return Math.max(html.lastIndexOf('<button', label), html.lastIndexOf('<a ', label));
      });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
        await page.goto(`${proxy.origin}${url}`, { waitUntil: 'commit' });
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => performance.getEntriesByType('paint').length), `${url}: painted in half`).toBe(
          0,
        );
        proxy.release();
        await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
        await webFontLoaded(page);
        expect(await layoutShifts(page), url).toEqual([]);
      } finally {
        // A failed check must not leave the proxy holding the page's second half (and the worker).
        await context.close();
        await proxy.close();
      }
    }
  });
});
