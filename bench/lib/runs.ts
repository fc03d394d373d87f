import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * One full `npm run bench` (every measure, no `--only`), as the report keeps it: the issue's
 * "passes three times in a row" is read from these, not from one run's figures.
 */
export interface FullRun {
  /** When the run ended (ISO). */
  date: string;
  /** The commit measured; `+` after it when files other than the bench's own output were changed. */
  commit: string;
  machine: string;
  minutes: number;
  /** "measure-id: figure" for each budget missed; empty when every budget was met. */
  missed: string[];
}

/** How many full runs the report keeps (the newest last). */
export const RUNS_KEPT = 12;
/** How many passing full runs in a row the bench asks for (issue #49). */
export const RUNS_IN_A_ROW = 3;

/** The kept runs with `run` added at the end, the oldest dropped past `RUNS_KEPT`. */
export function withRun(runs: readonly FullRun[], run: FullRun): FullRun[] {
  return [...runs, run].slice(-RUNS_KEPT);
}

/** How many of the newest runs, counted back from the last, met every budget. */
export function passingInARow(runs: readonly FullRun[]): number {
  let count = 0;
  for (let index = runs.length - 1; index >= 0 && runs[index]!.missed.length === 0; index -= 1) count += 1;
  return count;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** The report's section on full runs: each kept run, and whether the last three all passed. */
export function renderRuns(runs: readonly FullRun[]): string {
  const inARow = passingInARow(runs);
  const verdict =
    inARow >= RUNS_IN_A_ROW
      ? `The last ${inARow} full runs met every budget: ${RUNS_IN_A_ROW} in a row, as asked.`
      : `${inARow} full run${inARow === 1 ? '' : 's'} in a row met every budget; ${RUNS_IN_A_ROW} are asked for.`;
  const rows = runs.map(
    (run) =>
      `| ${run.date.slice(0, 16).replace('T', ' ')} | ${run.commit} | ${escapeCell(run.machine)} | ${run.minutes} min | ${
        run.missed.length === 0 ? 'none' : escapeCell(run.missed.join('; '))
      } |`,
  );
  return [
    '## Full runs',
    '',
    `Every run of the whole bench (no \`--only\`), newest last; \`bench/results/runs.json\` keeps the last ${RUNS_KEPT}. ${verdict}`,
    '',
    '| Ended (UTC) | Commit | Machine | Took | Budgets missed |',
    '| --- | --- | --- | --- | --- |',
    ...(rows.length > 0 ? rows : ['| — | — | — | — | no full run recorded yet |']),
    '',
  ].join('\n');
}

/** Paths a run writes itself: changes there do not make the measured code differ from its commit. */
const OWN_OUTPUT = ['bench/results/', 'docs/benchmarks.md', 'docs/benchmarks/', 'bench/history.md'];

/** The checkout's commit, with `+` when code outside the bench's own output differs from it. */
export async function measuredCommit(root: string): Promise<string> {
  const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: root }).then(({ stdout }) => stdout);
  try {
    const commit = (await git('rev-parse', '--short', 'HEAD')).trim();
    const changed = (await git('status', '--porcelain'))
      .split('\n')
      .map((line) => line.slice(3).trim())
      .filter((file) => file && !OWN_OUTPUT.some((own) => file.startsWith(own)));
    return changed.length > 0 ? `${commit}+` : commit;
  } catch {
    return 'unknown';
  }
}
