/**
 * `npm run bench:ci-time -- <ci-log>`: reads the phase timestamps of a `.ci/run` log, prints each
 * phase's duration, adds the run to bench/history.md, and exits non-zero when the run took longer
 * than its budget (45 min).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { addToHistory, CI_BUDGET_SECONDS, minutes, parseCiLog, type CiRun } from './lib/ci-log.js';
import { ROOT } from './lib/server.js';

const logFile = process.argv[2];
if (!logFile) {
  console.error('usage: npm run bench:ci-time -- <log of `.ci/run`>');
  process.exit(2);
}
const text = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), logFile), 'utf8');
let run: CiRun;
try {
  run = parseCiLog(text);
} catch (error) {
  console.error(`${logFile}: ${(error as Error).message}`);
  process.exit(1);
}
for (const phase of run.phases) console.log(`  ${minutes(phase.seconds).padStart(13)}  ${phase.name}`);
console.log(`  ${minutes(run.seconds).padStart(13)}  .ci/run (${run.commit}, exit ${run.exitCode})`);

const historyFile = path.join(ROOT, 'bench/history.md');
const history = addToHistory(await readFile(historyFile, 'utf8'), run);
await writeFile(historyFile, await format(history, { ...(await resolveConfig(historyFile)), parser: 'markdown' }));
console.log(`added to ${path.relative(process.cwd(), historyFile)}`);
if (run.seconds > CI_BUDGET_SECONDS) {
  console.error(`.ci/run took ${minutes(run.seconds)}: over its budget of ${CI_BUDGET_SECONDS / 60} min`);
  process.exit(1);
}
