import type { Page } from '@playwright/test';
import { publicWebPaths, webPaths } from '@game-assist/contracts';
import { expectNoViolations, violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { GUARDED_ROUTES, PUBLIC_ROUTES, SUBSCRIBER_ROUTES } from '../support/routes';
import { signIn } from '../support/sign-in';

/**
 * Opens `route` and audits it once its lazy screen and first data have settled. The page must
 * still be on `route` (a guarded route that bounced to /SignIn would otherwise audit /SignIn)
 * and show a screen, not the not-found one.
 */
async function routeViolations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page, `${route} stayed on its route`).toHaveURL((url) => url.pathname === route);
  await expect(page.getByText('404 Not Found'), `${route} has a screen`).toHaveCount(0);
  return violations(page);
}

/**
 * Links whose colour is the browser's own (blue, or purple once visited; Chromium's lighter pair
 * under a dark colour scheme): every link is the design system's.
 */
async function browserDefaultLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .filter((link) =>
        ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(158, 158, 255)', 'rgb(208, 173, 240)'].includes(
          getComputedStyle(link).color,
        ),
      )
      .map((link) => link.outerHTML.slice(0, 120)),
  );
}

/** The page's background: dark when its relative luminance is low (WCAG's formula). */
async function pageLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (value = 0) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}

/** What the suite audits: each public route on its own, and every route signed in. */
const AUDITED_SIGNED_OUT = PUBLIC_ROUTES;
const AUDITED_SIGNED_IN = [...GUARDED_ROUTES, ...PUBLIC_ROUTES];

test.describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  for (const route of AUDITED_SIGNED_OUT) {
    test(`public ${route}`, async ({ page }) => {
      expect(await routeViolations(page, route), `axe violations on ${route}`).toEqual([]);
    });
  }

  test('the audit covers every route of the app', () => {
    // The router has a screen for every path of the table and no other (apps/web routes.test.ts).
    const every = Object.values(webPaths);
    expect(every.length).toBeGreaterThan(0);
    expect(new Set(AUDITED_SIGNED_IN)).toEqual(new Set(every));
    expect(AUDITED_SIGNED_IN).toHaveLength(every.length);
    expect(new Set(AUDITED_SIGNED_OUT)).toEqual(new Set(Object.values(publicWebPaths)));
  });

  test('the audit finds what it looks for, and nothing once it is mended', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="pt-BR"><title>Teste</title><main><h1>Teste</h1><input type="text"><img src="/icon.svg"></main></html>',
    );
    const found = await violations(page);
    expect(found.map((line) => line.split(' ')[0]).sort()).toEqual(['image-alt', 'label']);
    await page.evaluate(() => {
      document.querySelector('img')?.setAttribute('alt', 'Ícone');
      document.querySelector('input')?.setAttribute('aria-label', 'Nome');
    });
    expect(await violations(page)).toEqual([]);
  });

  test("the link check finds a link left to the browser's colours, in a light and a dark scheme", async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setContent(
        `<!doctype html><html lang="pt-BR" style="color-scheme: light dark"><title>Teste</title><main><a href="/FAQ">FAQ</a></main></html>`,
      );
      expect(await browserDefaultLinks(page), scheme).toHaveLength(1);
      await page.evaluate(() => document.querySelector('a')?.setAttribute('style', 'color: inherit'));
      expect(await browserDefaultLinks(page), scheme).toEqual([]);
    }
  });

  test('every route, signed in', async ({ page }) => {
    // About 5 s a route on CI's two workers, and 45 routes now (4 min ran out at the last).
    test.setTimeout(480_000);
    await signIn(page);
    // Every route is audited before the verdict, so one run lists them all.
    const found: Record<string, string[]> = {};
    const defaultLinks: Record<string, string[]> = {};
    for (const route of AUDITED_SIGNED_IN) {
      const list = await routeViolations(page, route);
      if (list.length > 0) found[route] = list;
      const links = await browserDefaultLinks(page);
      if (links.length > 0) defaultLinks[route] = links;
    }
    expect(found, 'axe violations signed in').toEqual({});
    expect(defaultLinks, "links in the browser's default colours").toEqual({});
  });

  test.describe('in the dark theme (the device set to dark)', () => {
    test.use({ colorScheme: 'dark' });

    // The subscriber's screens (the samples and the staff console are audited in the light theme above).
    test("every subscriber's screen, signed in: a dark page, and axe finds nothing, contrast included", async ({
      page,
    }) => {
      test.setTimeout(480_000);
      await signIn(page);
      const found: Record<string, string[]> = {};
      const light: string[] = [];
      const defaultLinks: Record<string, string[]> = {};
      for (const route of SUBSCRIBER_ROUTES) {
        const list = await routeViolations(page, route);
        if (list.length > 0) found[route] = list;
        if ((await pageLuminance(page)) > 0.05) light.push(route);
        const links = await browserDefaultLinks(page);
        if (links.length > 0) defaultLinks[route] = links;
      }
      expect(found, 'axe violations signed in, dark theme').toEqual({});
      expect(light, 'routes whose page is not dark').toEqual([]);
      expect(defaultLinks, "links in the browser's default colours, dark theme").toEqual({});
    });

    test('every tab, the open coverage sheet, and the examples', async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Telemedicina' }).click();
      await expect(page.getByRole('dialog', { name: 'Telemedicina' })).toBeVisible();
      await expectNoViolations(page, 'the open coverage sheet, dark');
      await page.keyboard.press('Escape');
      for (const tab of await page.getByRole('tablist').getByRole('tab').all()) {
        await tab.click();
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, `the tab ${await tab.innerText()}, dark`);
      }
    });
  });

  test('every tab of the tab navigator, signed in', async ({ page }) => {
    await signIn(page);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(3);
    // A paid account has its payment's notice unread: the tab's name then says so ('Notificações1 não lida').
    await expect(tabs).toHaveText(['Início', /^Notificações/, 'Mais']);
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `the tab ${await tab.innerText()}`);
    }
  });

  test('the coverage bottom sheet, open with a section expanded', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Telemedicina' }).click();
    const sheet = page.getByRole('dialog', { name: 'Telemedicina' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Telemedicina' })).toBeVisible();
    await sheet.getByText('Prestador').click();
    await expect(sheet.getByText('VivaBem Telessaúde')).toBeVisible();
    await expectNoViolations(page, 'the open coverage sheet');
  });

  test('the FAQ with an item expanded', async ({ page }) => {
    await page.goto(webPaths.faq);
    const first = page.getByRole('button', { name: /Como uso um benefício/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: /Como uso um benefício/ })).toBeVisible();
    await expectNoViolations(page, 'the FAQ with an item open');
  });

  test('the onboarding from an affiliate link, with the affiliate card', async ({ page }) => {
    await page.goto('/?affiliate=aff-001&code=GAMEASSIST10');
    await expect(page.getByRole('link', { name: /Lara Gamer/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'the onboarding with an affiliate');
  });

  test('the not-found error screen', async ({ page }) => {
    await page.goto('/RotaQueNaoExiste');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expectNoViolations(page, 'the not-found screen');
  });
});
