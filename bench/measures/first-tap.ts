import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PERSISTED_STATE_KEY, webPaths } from '@game-assist/contracts';
import { returningVisitorScript } from '@game-assist/test-support';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { writeFloorPages } from '../lib/floors.js';
import { ROOT, startProduct } from '../lib/server.js';
import { CPU_SLOWDOWN, throttledContext, throttledPage } from '../lib/throttled-page.js';
import { median, type Figure, type MeasureResult } from '../lib/types.js';

const RUNS = 5;
const TAP_INTERVAL_MS = 25;
const MAX_WAIT_MS = 20_000;
const BUDGET_RATIO = 1.3;

interface TapScenario {
  route: string;
  /** The control a person taps, by its visible text. */
  control: string;
  /** What the tap must do: start a navigation to this path, or show this text. */
  effect: { navigatesTo: string } | { shows: string };
}

const SCENARIOS: TapScenario[] = [
  { route: webPaths.onboarding, control: 'Começar', effect: { navigatesTo: webPaths.signIn } },
  { route: webPaths.signIn, control: 'Entrar', effect: { shows: 'Preencha o campo de e-mail!' } },
];

/**
 * Runs in every document of the context from its first byte. Times are absolute (ms since the
 * epoch) and kept in sessionStorage, so they survive a native navigation to another document.
 * Written as a string: functions compiled by tsx carry helper calls the page does not have.
 */
const recordTiming = (effect: TapScenario['effect']) => `(() => {
  const effect = ${JSON.stringify(effect)};
  const store = (key, value) => {
    if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, String(value));
  };
  const now = () => performance.timeOrigin + performance.now();
  store('bench:start', performance.timeOrigin);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') store('bench:fcp', performance.timeOrigin + entry.startTime);
    }
  }).observe({ type: 'paint', buffered: true });
  if (effect.navigatesTo) {
    if (location.pathname === effect.navigatesTo) store('bench:effect', now());
    window.navigation?.addEventListener('navigate', (event) => {
      if (new URL(event.destination.url).pathname === effect.navigatesTo) store('bench:effect', now());
    });
  } else {
    const check = () => {
      if (document.body?.innerText.includes(effect.shows)) store('bench:effect', now());
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }
})();`;

async function stored(page: Page, key: string): Promise<number | undefined> {
  const value = await page.evaluate((name) => sessionStorage.getItem(name), key).catch(() => null);
  return value === null ? undefined : Number(value);
}

/**
 * A fresh context (cold cache) of a person who has answered the first-launch privacy notice: on
 * a first launch the notice covers the bottom of the screen from the first paint, 'Começar'
 * included, and the first tap is the notice's.
 */
async function tapContext(browser: Browser) {
  const context = await throttledContext(browser);
  await context.addInitScript({ content: returningVisitorScript(PERSISTED_STATE_KEY) });
  return context;
}

/** Where the control sits once laid out: taps go there from the first paint on. */
async function controlCentre(browser: Browser, url: string, control: string): Promise<{ x: number; y: number }> {
  const context = await tapContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const box = await page.getByText(control, { exact: true }).first().boundingBox();
    if (!box) throw new Error(`no "${control}" on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** From navigation start to the first tap's effect: taps repeat from the first paint until one works. */
async function timeToWorkingTap(browser: Browser, url: string, scenario: TapScenario, at: { x: number; y: number }) {
  const context = await tapContext(browser);
  await context.addInitScript({ content: recordTiming(scenario.effect) });
  try {
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + MAX_WAIT_MS;
    while ((await stored(page, 'bench:fcp')) === undefined) {
      if (Date.now() > deadline) throw new Error(`no first paint at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (;;) {
      const effect = await stored(page, 'bench:effect');
      const start = await stored(page, 'bench:start');
      const paint = await stored(page, 'bench:fcp');
      if (effect !== undefined && start !== undefined && paint !== undefined) {
        return { works: effect - start, firstPaint: paint - start };
      }
      if (Date.now() > deadline) throw new Error(`"${scenario.control}" never worked at ${url}`);
      await page.mouse.click(at.x, at.y).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, TAP_INTERVAL_MS));
    }
  } finally {
    await context.close();
  }
}

/** The floor's first paint: the screen's text as a static page, from navigation start. */
async function floorFirstPaint(browser: Browser, url: string): Promise<number> {
  const context = await throttledContext(browser);
  try {
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'load' });
    const paint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().find((item) => item.name === 'first-contentful-paint');
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return paint;
  } finally {
    await context.close();
  }
}

/** Time to a working first tap on the landing screens at 4× CPU, against the floor's first paint. */
export async function measureFirstTap(): Promise<MeasureResult> {
  const dist = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(path.join(ROOT, 'apps/web/dist'), dist, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const probe = await startProduct({ WEB_DIST_DIR: dist });
  const floors = await writeFloorPages(
    browser,
    probe.url,
    dist,
    SCENARIOS.map((scenario) => scenario.route),
  );
  await probe.stop();
  const server = await startProduct({ WEB_DIST_DIR: dist });
  try {
    const figures: Figure[] = [];
    for (const scenario of SCENARIOS) {
      const url = `${server.url}${scenario.route}`;
      const at = await controlCentre(browser, url, scenario.control);
      const product: number[] = [];
      const productPaint: number[] = [];
      const floor: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { works, firstPaint } = await timeToWorkingTap(browser, url, scenario, at);
        product.push(works);
        productPaint.push(firstPaint);
        floor.push(await floorFirstPaint(browser, `${server.url}${floors[scenario.route]}`));
      }
      const floorMedian = median(floor);
      figures.push({
        name: `${scenario.route} '${scenario.control}' works`,
        value: median(product),
        unit: 'ms',
        floor: floorMedian,
        budget: { limit: Math.round(floorMedian * BUDGET_RATIO), kind: 'max' },
      });
      figures.push({
        name: `${scenario.route} first paint`,
        value: median(productPaint),
        unit: 'ms',
        floor: floorMedian,
      });
    }
    return {
      id: 'first-tap',
      title: `Time to a working first tap (Playwright, ${CPU_SLOWDOWN}× CPU, median of ${RUNS})`,
      figures,
      notes: [
        `From navigation start until a tap takes effect ('Começar' starts the navigation to /SignIn; an empty 'Entrar' shows its message); the bench taps every ${TAP_INTERVAL_MS} ms from the first paint. A fresh context (cold cache) each run, of a person who has answered the first-launch privacy notice (on a first launch it covers 'Começar').`,
        `Floor: the first contentful paint of the screen's text as a static page in the same run; budget ${BUDGET_RATIO}× the floor.`,
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  }
}
