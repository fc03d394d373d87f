import type { Page } from '@playwright/test';
import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** Waits for the service worker, then reloads once so it serves the page (the first load is not controlled). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('installable app', () => {
  test('serves a complete web app manifest', async ({ page, request }) => {
    await page.goto(webPaths.signIn);
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

  test('every page links a PNG tab icon that loads, never an SVG one', async ({ page, request }) => {
    // An SVG icon is decoded on the page's main thread, as a document of its own: a long task
    // right after the first paint, where the first tap lands (bench/history.md, favicon).
    for (const path of [webPaths.onboarding, webPaths.signIn, webPaths.signUp, webPaths.tabNavigator]) {
      await page.goto(path);
      const icons = page.locator('link[rel="icon"]');
      await expect(icons, path).toHaveCount(1);
      await expect(icons, path).toHaveAttribute('type', 'image/png');
      const response = await request.get((await icons.getAttribute('href'))!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('image/png');
    }
  });

  test('registers a service worker and opens the shell offline', async ({ page, context }) => {
    await page.goto(webPaths.signIn);
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.goto(webPaths.signUp);
    await expect(page.getByRole('heading', { name: 'Cadastre-se!' })).toBeVisible();
    await expect(page.getByText('Você está sem conexão.', { exact: false })).toBeVisible();

    // Data calls are not answered from any cache: asking for a code offline says so.
    await page.goto(webPaths.signIn);
    await page.getByLabel('E-mail').fill('offline@exemplo.com.br');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Erro de conexão com o servidor')).toBeVisible();
    await context.setOffline(false);
  });

  test('a signed-in data screen opened offline shows the app and says its data could not load', async ({
    page,
    context,
  }) => {
    const account = await signIn(page);
    await underServiceWorker(page);
    // The shared coverage catalogue may be kept by the HTTP cache for a while (public,
    // max-age=60). Routing the API calls through Playwright turns that cache off for them, so the
    // screen really has to fetch its data offline; the service worker's precache still serves the app.
    const fetched: string[] = [];
    await page.route('**/api/**', (route) => {
      fetched.push(new URL(route.request().url()).pathname);
      return route.continue();
    });
    // Nothing kept from an earlier visit of the dashboard (see the next test for that case).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('kept-answer:')) localStorage.removeItem(key);
    });
    await context.setOffline(true);

    await page.goto(webPaths.tabNavigator);
    await expect(page).toHaveURL((url) => url.pathname === webPaths.tabNavigator);
    // The shell: the header, the bottom bar with the dashboard tab, and the offline banner.
    await expect(page.getByRole('link', { name: 'Minha carteirinha' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Início' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Você está sem conexão.' })).toBeVisible();
    // Where the coverages would be: a plain message and another try, not a blank area.
    const failure = page.getByRole('alert').filter({ hasText: 'suas coberturas' });
    await expect(failure).toHaveText(/Não foi possível carregar suas coberturas\. Verifique sua conexão\./);
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(fetched).toContain('/api/coberturas');

    await page.goto(webPaths.profile);
    await expect(page).toHaveURL((url) => url.pathname === webPaths.profile);
    await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Você está sem conexão.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/Não foi possível carregar seu perfil\. Verifique sua conexão\./);

    // Back online, another try loads the profile and the banner goes.
    await context.setOffline(false);
    await expect(page.getByText('Você está sem conexão.', { exact: false })).toBeHidden();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(page.getByText(`${account.firstName} ${account.lastName}`).first()).toBeVisible();
  });

  test('the dashboard seen once opens offline with its last coverages and people, and says so quietly', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await underServiceWorker(page);
    await page.goto(webPaths.tabNavigator);
    await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
    await page.route('**/api/**', (route) => route.continue());
    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
    await expect(page.getByText('Sem conexão: mostrando as últimas informações salvas neste aparelho.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The coverage sheet's content, loaded apart from the dashboard, comes from the service worker too.
    await page.getByRole('button', { name: 'Telemedicina' }).click();
    const sheet = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(sheet.getByRole('heading', { name: 'Telemedicina' })).toBeVisible();
    await expect(sheet.getByText('Prestador')).toBeVisible();
    await sheet.getByRole('button', { name: 'Fechar' }).click();

    // Signing out forgets what was kept.
    await context.setOffline(false);
    await page.goto(webPaths.profile);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === webPaths.signIn);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kept-answer:')));
    expect(kept).toEqual([]);
  });
});
