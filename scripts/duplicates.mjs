// `npm run duplicates`: copy-pasted code in apps/ and packages/, found by jscpd (.jscpd.json: runs of
// 6 or more lines and 50 tokens in .ts, .tsx and .css). `--check` exits 1 when there are more clones
// than DUPLICATE_BUDGET, a ratchet lowered as clones are removed (the test suite runs it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DUPLICATE_BUDGET = 3;
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

function main() {
  const { total, clones } = findClones();
  for (const clone of clones) console.log(clone);
  console.log(`${total.clones} clones, ${total.duplicatedLines} of ${total.lines} lines (budget ${DUPLICATE_BUDGET})`);
  if (process.argv.includes('--check') && total.clones > DUPLICATE_BUDGET) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
