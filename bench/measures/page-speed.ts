import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { webPaths } from '@game-assist/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { MINIMAL_PAGE, writeFloorPages } from '../lib/floors.js';
import { ROOT, startProduct } from '../lib/server.js';
import { median, type Figure, type MeasureResult } from '../lib/types.js';

const ROUTES = [webPaths.onboarding, webPaths.signIn, webPaths.signUp];
const RUNS = 5;
/** A screen's score may fall this far below the minimal page's in the same run. */
const SCORE_BELOW_MINIMAL = 3;

interface LighthouseRun {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

/** A Lighthouse run that failed to measure (no value for an audit) is run again, this many times at most. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const run: LighthouseRun = {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
    };
    if (Object.values(run).every(Number.isFinite)) return run;
    // A run that measured nothing is not a figure: Lighthouse says why (e.g. NO_LCP on a busy machine).
    const why =
      lhr.runtimeError?.message ??
      ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
        .map((id) => lhr.audits[id]?.errorMessage)
        .find(Boolean) ??
      'an audit without a value';
    if (attempt === ATTEMPTS) throw new Error(`lighthouse measured nothing at ${url} in ${ATTEMPTS} runs: ${why}`);
    console.warn(`  lighthouse measured nothing at ${url} (${why}); running it again`);
  }
}

async function medianAudit(url: string, port: number): Promise<LighthouseRun> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, port));
  return {
    score: median(runs.map((run) => run.score)),
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
  };
}

export async function measurePageSpeed(): Promise<MeasureResult> {
  const dist = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(path.join(ROOT, 'apps/web/dist'), dist, { recursive: true });
  // Floor pages must exist before the server starts (it lists its files at start).
  const probe = await startProduct({ WEB_DIST_DIR: dist });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const floors = await writeFloorPages(browser, probe.url, dist, ROUTES);
  await browser.close();
  await probe.stop();
  const server = await startProduct({ WEB_DIST_DIR: dist });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  try {
    // The minimal page first: every score budget is relative to it.
    const minimal = await medianAudit(`${server.url}${MINIMAL_PAGE}`, chrome.port);
    for (const route of ROUTES) {
      const product = await medianAudit(`${server.url}${route}`, chrome.port);
      const floor = await medianAudit(`${server.url}${floors[route]}`, chrome.port);
      figures.push(
        {
          name: `${route} performance score`,
          value: product.score,
          unit: '',
          floor: minimal.score,
          budget: { limit: minimal.score - SCORE_BELOW_MINIMAL, kind: 'min' },
        },
        {
          name: `${route} LCP`,
          value: product.lcp,
          unit: 'ms',
          floor: floor.lcp,
          budget: { limit: Math.round(floor.lcp * 1.3), kind: 'max' },
        },
        { name: `${route} CLS`, value: product.cls, unit: '', floor: floor.cls, budget: { limit: 0, kind: 'max' } },
        { name: `${route} TBT`, value: product.tbt, unit: 'ms', floor: minimal.tbt },
      );
    }
    figures.push(
      { name: 'minimal page performance score', value: minimal.score, unit: '' },
      { name: 'minimal page TBT', value: minimal.tbt, unit: 'ms' },
    );
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  }
  return {
    id: 'page-speed',
    title: `Page speed (Lighthouse, mobile, simulated throttling, median of ${RUNS})`,
    figures,
    notes: [
      'LCP floor: a static HTML page with the same visible text, served by the same server in the same run.',
      `Score and TBT floor: the minimal page, a static page holding only "Olá" (${MINIMAL_PAGE}), the best any page can have on the machine that ran the bench; score budget: the minimal page's − ${SCORE_BELOW_MINIMAL}. TBT has its budget in the main-thread measure (Playwright long tasks), which this machine can measure.`,
    ],
  };
}
