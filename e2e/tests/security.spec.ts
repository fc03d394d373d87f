import { webPaths } from '@game-assist/contracts';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

test.describe('browser-side security', () => {
  test('a stored script payload in the name renders as text: no dialog, no injected element', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
    const saved = await page.request.patch('/api/assinante', {
      headers: { authorization: `Bearer ${token}` },
      data: { nome: PAYLOAD.slice(0, 50) },
    });
    expect(saved.status()).toBe(200);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    for (const route of [webPaths.profile, webPaths.editPersonalInfo, webPaths.tabNavigator]) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(webPaths.profile);
    await expect(page.getByText(PAYLOAD.slice(0, 50))).toBeVisible();
    expect(dialogs).toBe(0);
    expect(await page.locator('img[src="x"], #root script').count()).toBe(0);
    // Tokens travel in headers and bodies only, never in an address.
    const session = await page.evaluate(() => [
      localStorage.getItem('jwt_token'),
      localStorage.getItem('refresh_token'),
    ]);
    for (const secret of session) expect(urls.some((url) => secret && url.includes(secret))).toBe(false);
  });

  test('HTML answers carry a strict CSP and the other security headers', async ({ request }) => {
    for (const path of ['/', webPaths.signIn, webPaths.tabNavigator, '/no/such/page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-type']).toContain('text/html');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=(self)');
    }
  });

  test('no page breaks its own policy: inline sheets and the web-font faces apply, nothing is refused', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    for (const path of ['/', webPaths.signIn, webPaths.signUp, webPaths.faq]) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
      // The inlined screen CSS applied: the page's background is not the browser's default white.
      const fonts = await page.evaluate(() => {
        let loaded = 0;
        document.fonts.forEach((face) => {
          if (face.status === 'loaded') loaded += 1;
        });
        return loaded;
      });
      expect(fonts, `web fonts on ${path}`).toBeGreaterThan(0);
    }
  });
});
