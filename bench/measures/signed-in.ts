import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { signInDemo, startMailbox } from '../lib/mailbox.js';
import { ROOT, startProduct } from '../lib/server.js';
import { median, type MeasureResult } from '../lib/types.js';

const RUNS = 5;
const CATEGORY = 'life balance';

async function timeTo(page: Page, url: string): Promise<number> {
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await page.getByText(CATEGORY, { exact: false }).first().waitFor({ state: 'visible', timeout: 30_000 });
  } catch (error) {
    throw new Error(`dashboard never showed "${CATEGORY}" at ${page.url()}`, { cause: error });
  }
  return Date.now() - start;
}

/** Navigation to the signed-in dashboard until its categories show, on a 4× slowed CPU. */
export async function measureSignedIn(): Promise<MeasureResult> {
  const dist = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(path.join(ROOT, 'apps/web/dist'), dist, { recursive: true });
  await writeFile(
    path.join(dist, 'bench-floor-dashboard.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body><main><h2>${CATEGORY}</h2></main></body></html>`,
  );
  const mailbox = await startMailbox();
  const server = await startProduct({ WEB_DIST_DIR: dist, SMTP_URL: mailbox.smtpUrl });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const session = await signInDemo(server.url, mailbox);
    // No service worker: it would answer the floor page's navigation with the app shell.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript(
      ({ access, refresh }) => {
        // Only the first time: the app rotates the refresh token on every start.
        if (localStorage.getItem('refresh_token')) return;
        localStorage.setItem('jwt_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      { access: session.access_token, refresh: session.refresh_token },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const product: number[] = [];
    const floor: number[] = [];
    await timeTo(page, `${server.url}/TabNavigator`);
    for (let run = 0; run < RUNS; run += 1) {
      product.push(await timeTo(page, `${server.url}/TabNavigator`));
      floor.push(await timeTo(page, `${server.url}/bench-floor-dashboard.html`));
    }
    const productMedian = median(product);
    const floorMedian = median(floor);
    return {
      id: 'signed-in',
      title: 'Signed-in speed (Playwright, 4× CPU throttling, median of 5)',
      figures: [
        { name: 'navigation → dashboard categories visible', value: productMedian, unit: 'ms', floor: floorMedian },
        { name: 'dashboard ÷ static floor', value: productMedian / floorMedian, unit: '×' },
      ],
      notes: ['Signed in as the seeded demo subscriber; each navigation reloads the app with its session restored.'],
    };
  } finally {
    await browser.close();
    await server.stop();
    await mailbox.close();
    await rm(dist, { recursive: true, force: true });
  }
}
