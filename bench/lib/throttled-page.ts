import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { PERSISTED_STATE_KEY, type AuthSession } from '@game-assist/contracts';

export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A signed-in session as the API answers a verified code (`AuthSession`). */
export type Session = Pick<AuthSession, 'access_token' | 'refresh_token' | 'user'>;

/**
 * A fresh context (empty HTTP cache) whose pages run on a CPU slowed `CPU_SLOWDOWN` times.
 * With a session, the app finds what it keeps at a sign-in in this browser (startSession): the
 * tokens and the user, so it starts as a returning person's (session-bootstrap.ts), not waiting
 * for the refresh to learn who is signed in. Only once, because the app rotates the refresh token
 * on every start.
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
      ({ access, refresh, user, persistKey }) => {
        if (localStorage.getItem('refresh_token')) return;
        localStorage.setItem('jwt_token', access);
        localStorage.setItem('refresh_token', refresh);
        // redux-persist's layout: each kept slice as its own JSON text (store.ts keeps `user`).
        const kept = JSON.parse(localStorage.getItem(persistKey) ?? '{}') as Record<string, string>;
        kept.user = JSON.stringify({ user, rememberMe: false });
        localStorage.setItem(persistKey, JSON.stringify(kept));
      },
      {
        access: options.session.access_token,
        refresh: options.session.refresh_token,
        user: options.session.user,
        persistKey: PERSISTED_STATE_KEY,
      },
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
  return { ...previous, access_token: stored.access_token, refresh_token: stored.refresh_token };
}
