import type { Page } from '@playwright/test';
import { KEPT_PAGE_KEY, webPaths } from '@game-assist/contracts';
import { expect, test, waitForAppOnNavigation } from '../support/fixtures';
import { holdTheEntry } from '../support/hold-entry';
import { createAccount, signIn } from '../support/sign-in';

// Requests the service worker answers do not reach page.route: the app's entry is held here.
test.use({ serviceWorkers: 'block' });

/**
 * Signs in, opens the dashboard, and waits until the page is kept for the next visit with every
 * answer it shows: the coverages, the member card and the unread badge (the payment's notice).
 */
async function dashboardSeenOnce(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Saúde e bem-estar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Carteirinha:/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /não lida/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEPT_PAGE_KEY))
    .toMatch(/Carteirinha[\s\S]*não lida/);
}

/** Holds the app shell's entry script until the returned function is called. */
async function holdTheApp(page: Page) {
  return holdTheEntry(page, await page.locator('script[type="module"][src]').getAttribute('src'));
}

test.describe('the dashboard as last seen (decision 016)', () => {
  test('shows before the app has started, styled, and the app takes over without a shift', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await dashboardSeenOnce(page);
    const release = await holdTheApp(page);

    await page.goto(webPaths.tabNavigator, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Saúde e bem-estar' });
    await expect(heading).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-kept-page', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    // Styled by the screen's own sheets: the bottom bar sits at the bottom of the viewport.
    const bar = page.getByRole('navigation', { name: 'Navegação principal' });
    const keptBar = await bar.boundingBox();
    expect(keptBar!.y + keptBar!.height).toBeGreaterThan(page.viewportSize()!.height - 2);
    const keptText = await page.locator('#root').innerText();
    // Layout shifts from here on, summed in the page.
    await page.evaluate(() => {
      const tally = window as unknown as { shifts: number };
      tally.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tally.shifts += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    // What this visit keeps is kept from the shell, not from the prerendered sign-in page.
    await page.evaluate((key) => localStorage.removeItem(key), KEPT_PAGE_KEY);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(heading).toBeVisible();
    expect(await page.locator('#root').innerText()).toBe(keptText);
    expect(await bar.boundingBox()).toEqual(keptBar);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);

    // The next visit opens from what this one kept, the same.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEPT_PAGE_KEY)).toBe(true);
    const releaseAgain = await holdTheApp(page);
    await page.goto(webPaths.tabNavigator, { waitUntil: 'commit' });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    expect(await page.locator('#root').innerText()).toBe(keptText);
    expect(await bar.boundingBox()).toEqual(keptBar);
    releaseAgain();
    expect(violations).toEqual([]);
  });

  test('a coverage tapped before the app has started opens once it has', async ({ page }) => {
    await dashboardSeenOnce(page);
    const release = await holdTheApp(page);
    await page.goto(webPaths.tabNavigator, { waitUntil: 'commit' });
    const section = page.getByRole('region', { name: 'Saúde e bem-estar' });
    const coverage = section.getByRole('listitem').first().getByRole('button');
    const name = (await coverage.innerText()).trim();
    await coverage.click();
    await expect(coverage).toHaveAttribute('data-early-tap', '');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
  });

  test('a shortcut tapped before the app has started opens its screen once it has', async ({ page }) => {
    await dashboardSeenOnce(page);
    const release = await holdTheApp(page);
    await page.goto(webPaths.tabNavigator, { waitUntil: 'commit' });
    const shortcut = page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Meus atendimentos' });
    await shortcut.click();
    await expect(shortcut).toHaveAttribute('data-early-tap', '');
    expect(new URL(page.url()).pathname).toBe(webPaths.tabNavigator);

    release();
    await expect(page).toHaveURL((url) => url.pathname === webPaths.myServiceRequests);
    await expect(page.getByRole('heading', { name: 'Meus atendimentos', exact: true })).toBeVisible();
  });

  test('is not shown once signed out, nor on another tab', async ({ page }) => {
    await dashboardSeenOnce(page);
    await page.getByRole('tab', { name: 'Mais' }).click();
    await expect(page.getByRole('heading', { name: 'Mais' })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT_PAGE_KEY)).toBeNull();
    await page.getByRole('tab', { name: 'Início' }).click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEPT_PAGE_KEY)).toBe(true);

    await page.goto(webPaths.profile);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === webPaths.signIn);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_PAGE_KEY)).toBeNull();
    await page.goto(webPaths.tabNavigator, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).not.toHaveAttribute('data-kept-page');
    await expect(page).toHaveURL((url) => url.pathname === webPaths.signIn);
  });

  test('another person signed in in a second tab: the next visit paints nothing of the first', async ({
    page,
    context,
  }) => {
    // A's dashboard is open in one tab.
    await signIn(page, await createAccount('Alice', 'Antunes'));
    const aliceCard = page.getByRole('link', { name: /^Carteirinha:/ });
    await expect(aliceCard).toContainText('Alice Antunes');
    const aliceNumber = (await aliceCard.innerText()).match(/\d{4} \d{4} \d{4} \d{4}/)![0];
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEPT_PAGE_KEY)).toBe(true);
    const entry = await page.locator('script[type="module"][src]').getAttribute('src');

    // B signs in in another tab of the same browser and sees their own dashboard.
    const other = await context.newPage();
    waitForAppOnNavigation(other);
    await signIn(other, await createAccount('Bruno', 'Barros'));
    await expect(other.getByRole('link', { name: /^Carteirinha:/ })).toContainText('Bruno Barros');

    // Both tabs close (A's first, as it is left, then B's).
    await page.close({ runBeforeUnload: true });
    await other.close({ runBeforeUnload: true });

    // B's next visit, before the app has started and once it has.
    const next = await context.newPage();
    waitForAppOnNavigation(next);
    const release = await holdTheEntry(next, entry);
    await next.goto(webPaths.tabNavigator, { waitUntil: 'commit' });
    // Parsed (the shell's inline script has run), the held entry not yet.
    await next.waitForFunction(() => document.readyState !== 'loading');
    await expect(next.locator('html')).not.toHaveAttribute('data-app-ready');
    const painted = await next.locator('#root').innerText();
    expect(painted).not.toContain('Alice');
    expect(painted).not.toContain(aliceNumber);
    // B's own page, as B's tab left it, may show.
    if (await next.locator('#root[data-kept-page]').count()) expect(painted).toContain('Bruno Barros');
    release();
    await expect(next.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(next.getByRole('link', { name: /^Carteirinha:/ })).toContainText('Bruno Barros');
    expect(await next.locator('#root').innerText()).not.toContain(aliceNumber);
  });
});
