import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.js';
import { ROOT, startProduct } from '../lib/server.js';
import { median, type Figure, type MeasureResult } from '../lib/types.js';

const ROUTES = ['/', '/SignIn', '/SignUp'];
const RUNS = 3;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/** The floor: a static page with the same visible text, served by the same server. */
const floorPage = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body>${body}</body></html>`;

/** The lowest any page can measure on this machine: one word, nothing else. */
const MINIMAL_PAGE = '/bench-floor-minimal.html';

async function writeFloorPages(baseUrl: string, dist: string): Promise<Record<string, string>> {
  await writeFile(path.join(dist, MINIMAL_PAGE.slice(1)), floorPage('<p>Olá</p>'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const floors: Record<string, string> = {};
  for (const route of ROUTES) {
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    const text = await page.evaluate(() => document.body.innerText);
    const name = `bench-floor${route === '/' ? '-onboarding' : route.toLowerCase().replace('/', '-')}.html`;
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n');
    await writeFile(path.join(dist, name), floorPage(`<main>${lines}</main>`));
    floors[route] = `/${name}`;
  }
  await browser.close();
  return floors;
}

interface LighthouseRun {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

async function audit(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  };
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
  const floors = await writeFloorPages(probe.url, dist);
  await probe.stop();
  const server = await startProduct({ WEB_DIST_DIR: dist });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  try {
    for (const route of ROUTES) {
      const product = await medianAudit(`${server.url}${route}`, chrome.port);
      const floor = await medianAudit(`${server.url}${floors[route]}`, chrome.port);
      figures.push(
        {
          name: `${route} performance score`,
          value: product.score,
          unit: '',
          floor: floor.score,
          budget: { limit: 98, kind: 'min' },
        },
        {
          name: `${route} LCP`,
          value: product.lcp,
          unit: 'ms',
          floor: floor.lcp,
          budget: { limit: Math.round(floor.lcp * 1.3), kind: 'max' },
        },
        { name: `${route} CLS`, value: product.cls, unit: '', floor: floor.cls, budget: { limit: 0, kind: 'max' } },
        { name: `${route} TBT`, value: product.tbt, unit: 'ms', floor: floor.tbt, budget: { limit: 50, kind: 'max' } },
      );
    }
    const minimal = await medianAudit(`${server.url}${MINIMAL_PAGE}`, chrome.port);
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
    title: 'Page speed (Lighthouse, mobile, simulated throttling, median of 3)',
    figures,
    notes: [
      'Floor: a static HTML page with the same visible text, served by the same server in the same run.',
      `Minimal page: a static page holding only "Olá" (${MINIMAL_PAGE}), the best score and TBT any page can have on the machine that ran the bench.`,
    ],
  };
}
