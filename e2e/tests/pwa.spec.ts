import { expect, test } from '../support/fixtures';

test.describe('installable app', () => {
  test('serves a complete web app manifest', async ({ page, request }) => {
    await page.goto('/SignIn');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Game Assist', start_url: '/', display: 'standalone', lang: 'pt-BR' });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });

  test('registers a service worker and opens the shell offline', async ({ page, context }) => {
    await page.goto('/SignIn');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load is not controlled yet; reload once so the worker serves the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.goto('/SignUp');
    await expect(page.getByRole('heading', { name: 'Cadastre-se!' })).toBeVisible();
    await expect(page.getByText('Você está sem conexão.', { exact: false })).toBeVisible();

    // Data calls are not answered from any cache: asking for a code offline says so.
    await page.goto('/SignIn');
    await page.getByLabel('E-mail').fill('offline@exemplo.com.br');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Erro de conexão com o servidor')).toBeVisible();
    await context.setOffline(false);
  });
});
