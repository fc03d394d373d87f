import { APP_FAILED_MESSAGE, webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { ENTRY_SCRIPT, pageWithEntryHeld } from '../support/hold-entry';

test.describe('the app shell', () => {
  test('a guarded route redirects to /SignIn without a user', async ({ page }) => {
    await page.goto(webPaths.profile);
    await expect(page).toHaveURL(/\/SignIn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('an unknown URL shows the error screen with the status', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });

  test('when the app cannot start, a screen that is not prerendered says so, with a way to try again', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, entry } = await pageWithEntryHeld(browser, baseURL);
    // The connection drops before the app's entry arrives.
    entry.fail();
    await page.goto(webPaths.profile);
    const note = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir o app.' });
    await expect(note).toBeVisible();
    await expect(note).toHaveText(APP_FAILED_MESSAGE);
    // The note is a link to the same page: with the connection back, the app starts.
    await page.unroute(ENTRY_SCRIPT);
    await note.click();
    await expect(page).toHaveURL(/\/SignIn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bem vindo de volta!' })).toBeVisible();
    await expect(note).toHaveCount(0);
    await context.close();
  });

  test('the browser theme colour is white outside onboarding', async ({ page }) => {
    await page.goto(webPaths.signIn);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  });

  test('the API answers health and JSON 404s through the same server', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    const missing = await request.get('/api/nope');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
  });

  test('a screen that is not prerendered asks for both web fonts beside its scripts; a prerendered one leaves them to after its first paint', async ({
    request,
  }) => {
    const fontLinks = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="([^"]+)">/g)].map(
        (match) => match[1]!,
      );
    const shell = fontLinks(await (await request.get(webPaths.profile)).text());
    expect(shell).toHaveLength(2);
    for (const href of shell) expect((await request.get(href)).headers()['content-type']).toBe('font/woff2');
    expect(fontLinks(await (await request.get(webPaths.signIn)).text())).toEqual([]);
  });

  test('a screen that is not prerendered waits for no style sheet: its rules are inline, allowed by their hash', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(webPaths.profile);
    const html = await response!.text();
    // The one link to the shell's sheet is disabled: it stands for the inline rules, for the app's loader.
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0])).toEqual([
      expect.stringContaining(' disabled '),
    ]);
    await expect(page).toHaveURL(/\/SignIn$/);
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Source Sans 3');
    expect(violations).toEqual([]);
  });
});
