import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { webPaths, type WebPath } from '@game-assist/contracts';
import { totalBlockingTime, type LongTask } from '../lib/blocking-time.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { MINIMAL_PAGE, writeMinimalPage } from '../lib/floors.js';
import { signInSubscriber, startMailbox } from '../lib/mailbox.js';
import { ROOT, startProduct } from '../lib/server.js';
import { CPU_SLOWDOWN, sessionFromPage, throttledContext, throttledPage, type Session } from '../lib/throttled-page.js';
import { median, type Figure, type MeasureResult } from '../lib/types.js';

const PUBLIC_ROUTES: readonly WebPath[] = [webPaths.onboarding, webPaths.signIn, webPaths.signUp];
const SIGNED_IN_ROUTES: readonly WebPath[] = [webPaths.tabNavigator];
const RUNS = 5;
/** The page counts as quiet after this long without a long task. */
const QUIET_MS = 2000;
const MAX_WAIT_MS = 20_000;
const BUDGET_OVER_MINIMAL_MS = 50;

/**
 * Collects the page's own long tasks and its first contentful paint from the first byte.
 * Written as a string: functions compiled by tsx carry helper calls the page does not have.
 */
const OBSERVE_MAIN_THREAD = `(() => {
  const record = { tasks: [], fcp: -1 };
  window.__mainThread = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

interface MainThreadRecord {
  tasks: LongTask[];
  fcp: number;
  now: number;
}

async function blockingTimeOnce(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const record = await page.evaluate<MainThreadRecord>(() => ({
      ...(window as unknown as { __mainThread: Omit<MainThreadRecord, 'now'> }).__mainThread,
      now: performance.now(),
    }));
    const lastEnd = Math.max(0, ...record.tasks.map(([start, duration]) => start + duration));
    if ((record.fcp >= 0 && record.now - lastEnd >= QUIET_MS) || Date.now() > deadline) {
      if (record.fcp < 0) throw new Error(`no first contentful paint at ${url}`);
      return totalBlockingTime(record.tasks, record.fcp);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function medianBlockingTime(browser: Browser, url: string, signedIn?: { session: Session }): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await throttledContext(browser, { session: signedIn?.session });
    await context.addInitScript({ content: OBSERVE_MAIN_THREAD });
    try {
      const page = await throttledPage(context);
      values.push(await blockingTimeOnce(page, url));
      if (signedIn) signedIn.session = await sessionFromPage(page, signedIn.session);
    } finally {
      await context.close();
    }
  }
  return median(values);
}

/**
 * Main-thread blocking on the landing screens and the dashboard at 4× CPU, from the page's
 * own long tasks (a fresh context, so a first visit, each run), against the minimal page.
 */
export async function measureMainThread(): Promise<MeasureResult> {
  const dist = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(path.join(ROOT, 'apps/web/dist'), dist, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  await writeMinimalPage(dist);
  const mailbox = await startMailbox();
  const server = await startProduct({ WEB_DIST_DIR: dist, SMTP_URL: mailbox.smtpUrl });
  try {
    const signedIn = { session: await signInSubscriber(server.url, mailbox) };
    const minimal = await medianBlockingTime(browser, `${server.url}${MINIMAL_PAGE}`);
    const figures: Figure[] = [];
    for (const route of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]) {
      const value = await medianBlockingTime(
        browser,
        `${server.url}${route}`,
        SIGNED_IN_ROUTES.includes(route) ? signedIn : undefined,
      );
      figures.push({
        name: `${route} total blocking time`,
        value,
        unit: 'ms',
        floor: minimal,
        budget: { limit: minimal + BUDGET_OVER_MINIMAL_MS, kind: 'max' },
      });
    }
    return {
      id: 'main-thread',
      title: `Main-thread blocking (Playwright long tasks, ${CPU_SLOWDOWN}× CPU, median of ${RUNS})`,
      figures,
      notes: [
        `Total blocking time from first contentful paint until ${QUIET_MS / 1000} s pass without a long task, from the page's own PerformanceObserver; a fresh browser context (cold cache, no service worker) each run.`,
        `Floor: the minimal page (only "Olá") in the same run; budget: floor + ${BUDGET_OVER_MINIMAL_MS} ms.`,
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
    await mailbox.close();
    await rm(dist, { recursive: true, force: true });
  }
}
