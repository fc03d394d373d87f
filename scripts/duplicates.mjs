// `npm run duplicates`: copy-pasted code in apps/ and packages/, found by jscpd (.jscpd.json: runs of
// 6 or more lines and 50 tokens in .ts, .tsx and .css). `--check` exits 1 when there are more clones
// than DUPLICATE_BUDGET, a ratchet lowered as clones are removed (the test suite runs it). Where the
// review tool `duplicates` is on PATH, it also exits 1 when `duplicates --repo apps` counts more pairs not
// marked boilerplate than SHAPE_PAIR_BUDGET; where it is not, it says so and checks only jscpd's clones.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DUPLICATE_BUDGET = 3;
export const SHAPE_PAIR_BUDGET = 13;
const root = path.resolve(import.meta.dirname, '..');

/** jscpd's totals and clones for apps/ and packages/. */
export function findClones() {
  const out = mkdtempSync(path.join(tmpdir(), 'jscpd-'));
  try {
    const bin = path.join(root, 'node_modules', '.bin', 'jscpd');
    const args = ['apps', 'packages', '-c', '.jscpd.json', '--reporters', 'json', '-o', out];
    const run = spawnSync(bin, args, { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`jscpd failed (${run.status}): ${run.stderr || run.stdout}`);
    const report = JSON.parse(readFileSync(path.join(out, 'jscpd-report.json'), 'utf8'));
    const clones = report.duplicates.map(
      (clone) =>
        `${clone.firstFile.name}:${clone.firstFile.start}-${clone.firstFile.end} ~ ${clone.secondFile.name}:${clone.secondFile.start}-${clone.secondFile.end}`,
    );
    return { total: report.statistics.total, clones };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export const SHAPE_TOOL_ABSENT =
  'The review tool `duplicates` is not on PATH: pairs not marked boilerplate are NOT checked (only jscpd clones).';

/** `duplicates --repo apps`'s pairs not marked boilerplate (count and rows), or null where it is not on PATH. */
export function findShapePairs() {
  const args = ['--repo', 'apps', '--most', '200', '--seconds', '100'];
  const run = spawnSync('duplicates', args, { cwd: root, encoding: 'utf8' });
  if (run.error?.code === 'ENOENT') return null;
  const lines = (run.stdout ?? '').split('\n');
  const incomplete = lines.filter((line) => line.startsWith('incomplete:'));
  if (run.status !== 0 || incomplete.length > 0) {
    throw new Error(`duplicates --repo apps did not finish (${run.status}): ${incomplete.join(' ') || run.stderr}`);
  }
  const head = lines[0] ?? '';
  const pairs = /^(\d+) pairs /.exec(head);
  if (!pairs && !head.startsWith('no duplicates'))
    throw new Error(`duplicates answered an unknown first line: ${head}`);
  const boilerplate = Number(/(\d+) of those marked boilerplate/.exec(head)?.[1] ?? 0);
  const rows = lines.filter((line) => /^D\d+ /.test(line) && !/ boilerplate\b/.test(line));
  return { count: Number(pairs?.[1] ?? 0) - boilerplate, rows };
}

function main() {
  const check = process.argv.includes('--check');
  const { total, clones } = findClones();
  for (const clone of clones) console.log(clone);
  console.log(`${total.clones} clones, ${total.duplicatedLines} of ${total.lines} lines (budget ${DUPLICATE_BUDGET})`);
  const shape = findShapePairs();
  if (shape) {
    for (const row of shape.rows) console.log(row);
    console.log(`${shape.count} pairs not marked boilerplate by duplicates --repo apps (budget ${SHAPE_PAIR_BUDGET})`);
  } else console.warn(`WARNING: ${SHAPE_TOOL_ABSENT}`);
  if (check && (total.clones > DUPLICATE_BUDGET || (shape && shape.count > SHAPE_PAIR_BUDGET))) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
