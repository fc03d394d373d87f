import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface Session {
  access_token: string;
  refresh_token: string;
}

/**
 * A fresh context (empty HTTP cache) whose pages run on a CPU slowed `CPU_SLOWDOWN` times.
 * With a session, the app finds its tokens stored, as after a sign-in; only once, because the
 * app rotates the refresh token on every start.
 */
export async function throttledContext(
  browser: Browser,
  options: { session?: Session; serviceWorkers?: BrowserContextOptions['serviceWorkers'] } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'pt-BR',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  if (options.session) {
    await context.addInitScript(
      ({ access, refresh }) => {
        if (localStorage.getItem('refresh_token')) return;
        localStorage.setItem('jwt_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      { access: options.session.access_token, refresh: options.session.refresh_token },
    );
  }
  return context;
}

export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * The session as the app left it in the page: the app rotates the refresh token when it starts,
 * so the next context must carry the rotated pair, or the old token's reuse would end the session.
 */
export async function sessionFromPage(page: Page, previous: Session): Promise<Session> {
  const stored = await page.evaluate(() => ({
    access_token: localStorage.getItem('jwt_token'),
    refresh_token: localStorage.getItem('refresh_token'),
  }));
  if (!stored.access_token || !stored.refresh_token) return previous;
  return { access_token: stored.access_token, refresh_token: stored.refresh_token };
}
