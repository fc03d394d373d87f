/**
 * `npm run bench [-- --only bundle,api]`: measures the product beside its physical floor,
 * writes bench/results/latest.json and docs/benchmarks.md (+ SVG charts), and exits
 * non-zero when a budget is missed. Never part of `npm test`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { renderMarkdown, renderSvg } from './lib/report.js';
import { ROOT } from './lib/server.js';
import { measuredCommit, renderRuns, withRun, type FullRun } from './lib/runs.js';
import { floorMisses, passes, round, type MeasureResult } from './lib/types.js';
import { measureBundle } from './measures/bundle.js';
import { measurePageSpeed } from './measures/page-speed.js';
import { measureApi } from './measures/api.js';
import { measureGrowth } from './measures/growth.js';
import { measureSignedIn } from './measures/signed-in.js';
import { measureMainThread } from './measures/main-thread.js';
import { measureFirstTap } from './measures/first-tap.js';
import { measureServiceRequests } from './measures/service-requests.js';
import { measureWrites } from './measures/writes.js';
import { measureIndicators } from './measures/indicators.js';
import { measureLookup } from './measures/lookup.js';

const MEASURES: Record<string, () => Promise<MeasureResult | MeasureResult[]>> = {
  bundle: measureBundle,
  'page-speed': measurePageSpeed,
  'main-thread': measureMainThread,
  'first-tap': measureFirstTap,
  'signed-in': measureSignedIn,
  api: measureApi,
  'service-requests': measureServiceRequests,
  writes: measureWrites,
  growth: measureGrowth,
  indicators: measureIndicators,
  lookup: measureLookup,
};

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const selected = onlyArg ? onlyArg.split(',') : Object.keys(MEASURES);
const startedAt = Date.now();
const commit = await measuredCommit(ROOT);

const results: MeasureResult[] = [];
for (const id of selected) {
  const run = MEASURES[id];
  if (!run) throw new Error(`unknown measure ${id}; known: ${Object.keys(MEASURES).join(', ')}`);
  console.log(`\n▶ ${id}`);
  const measured = await run();
  for (const result of Array.isArray(measured) ? measured : [measured]) {
    results.push(result);
    for (const figure of result.figures) {
      const budget = figure.budget
        ? ` (budget ${figure.budget.kind === 'max' ? '≤' : '≥'} ${figure.budget.limit})`
        : '';
      const floor = figure.floor !== undefined ? ` floor ${round(figure.floor)}` : '';
      console.log(
        `  ${passes(figure) ? '✓' : '✗'} ${figure.name}: ${round(figure.value)} ${figure.unit}${floor}${budget}${floorMisses(figure) ? ' — the floor misses it too' : ''}`,
      );
    }
    for (const note of result.notes ?? []) console.log(`  · ${note}`);
  }
}

const resultsDir = path.join(ROOT, 'bench/results');
const docsDir = path.join(ROOT, 'docs/benchmarks');
await mkdir(resultsDir, { recursive: true });
await mkdir(docsDir, { recursive: true });
// A partial run (--only) keeps the other measures' last figures, in their places, so the
// report stays whole and in the same order.
const previous = await readFile(path.join(resultsDir, 'latest.json'), 'utf8')
  .then((text) => (JSON.parse(text) as { results: MeasureResult[] }).results)
  .catch(() => [] as MeasureResult[]);
const measured = new Map(results.map((result) => [result.id, result]));
const previousIds = new Set(previous.map((result) => result.id));
const allResults = [
  ...previous.map((result) => measured.get(result.id) ?? result),
  ...results.filter((result) => !previousIds.has(result.id)),
];
const date = new Date().toISOString();
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
await writeFile(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify({ date, machine, results: allResults }, null, 2)}\n`,
);
for (const result of allResults) await writeFile(path.join(docsDir, `${result.id}.svg`), renderSvg(result));
const misses = results.flatMap((result) =>
  result.figures
    .filter((figure) => !passes(figure))
    .map((f) => ({ result, what: `${f.name}${floorMisses(f) ? ' (the floor misses it too)' : ''}` })),
);
// A full run is kept with its verdict, so the report can say how many in a row met every budget.
const runsFile = path.join(resultsDir, 'runs.json');
const keptRuns = await readFile(runsFile, 'utf8')
  .then((text) => JSON.parse(text) as FullRun[])
  .catch(() => [] as FullRun[]);
const runs = onlyArg
  ? keptRuns
  : withRun(keptRuns, {
      date,
      commit,
      machine,
      minutes: Math.round((Date.now() - startedAt) / 60_000),
      // By the measure's id (its title is in the report below): one short line a miss.
      missed: misses.map(({ result, what }) => `${result.id}: ${what}`),
    });
if (!onlyArg) await writeFile(runsFile, `${JSON.stringify(runs, null, 2)}\n`);
const historyFile = path.join(ROOT, 'bench/history.md');
const history = await readFile(historyFile, 'utf8').catch(() => '');
// Formatted like every other document in the repository (aligned tables).
const reportFile = path.join(ROOT, 'docs/benchmarks.md');
const markdown = renderMarkdown(allResults, { date, machine, history, runs: renderRuns(runs) });
await writeFile(reportFile, await format(markdown, { ...(await resolveConfig(reportFile)), parser: 'markdown' }));

if (misses.length > 0) {
  const lines = misses.map(({ result, what }) => `  - ${result.title}: ${what}`);
  console.error(`\n${misses.length} budget(s) missed:\n${lines.join('\n')}`);
  process.exit(1);
}
console.log('\nall budgets met');
