/**
 * The phases of a `.ci/run` log: it prints `::: start <UTC time> <commit>`, then
 * `::: phase <UTC time> <name>` as each phase begins and `::: end <UTC time> <seconds> s, exit <code>`.
 */
export interface CiPhase {
  name: string;
  seconds: number;
}

export interface CiRun {
  commit: string;
  startedAt: string;
  seconds: number;
  exitCode: number;
  phases: CiPhase[];
}

/** CI stops a run at 90 minutes; the suite keeps to half of that (issue #49). */
export const CI_BUDGET_SECONDS = 45 * 60;

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const MARKER = /::: (start|phase|end) (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ) (.*)$/;

export function parseCiLog(text: string): CiRun {
  let start: { at: number; commit: string } | undefined;
  let end: { at: number; exitCode: number } | undefined;
  const marks: { name: string; at: number }[] = [];
  for (const line of text.replace(ANSI, '').split('\n')) {
    const match = MARKER.exec(line.trimEnd());
    if (!match) continue;
    const [, kind, time, rest] = match as unknown as [string, string, string, string];
    const at = Date.parse(time);
    if (kind === 'start') start = { at, commit: rest.trim() };
    else if (kind === 'phase') marks.push({ name: rest.trim(), at });
    else end = { at, exitCode: Number(/exit (\d+)/.exec(rest)?.[1] ?? NaN) };
  }
  if (!start || !end) throw new Error('not a .ci/run log: its "::: start" or "::: end" line is missing');
  const stopAt = end.at;
  const phases = marks.map((mark, index) => ({
    name: mark.name,
    seconds: Math.round(((marks[index + 1]?.at ?? stopAt) - mark.at) / 1000),
  }));
  return {
    commit: start.commit,
    startedAt: new Date(start.at).toISOString(),
    seconds: Math.round((end.at - start.at) / 1000),
    exitCode: end.exitCode,
    phases,
  };
}

/** 75 → '1 min 15 s'. */
export function minutes(seconds: number): string {
  const whole = Math.floor(seconds / 60);
  return whole === 0 ? `${seconds} s` : `${whole} min ${seconds % 60} s`;
}

export const TEST_TIME_HEADING = '## Test time (`.ci/run` on a fresh clone)';
const TABLE_HEAD = ['| Started (UTC) | Commit | `.ci/run` | `npm test` | Phases |', '| --- | --- | --- | --- | --- |'];

/** The history row of one run: total against the budget, `npm test`, and every phase. */
export function historyRow(run: CiRun): string {
  const npmTest = run.phases.find((phase) => phase.name.startsWith('npm test'));
  const verdict = run.seconds <= CI_BUDGET_SECONDS ? 'within' : '**over**';
  const total = `${minutes(run.seconds)} (${verdict} ${CI_BUDGET_SECONDS / 60} min${run.exitCode === 0 ? '' : `; exit ${run.exitCode}`})`;
  const phases = run.phases.map((phase) => `${phase.name}: ${minutes(phase.seconds)}`).join('; ');
  const cells = [
    run.startedAt.slice(0, 16).replace('T', ' '),
    run.commit,
    total,
    npmTest ? minutes(npmTest.seconds) : '—',
    phases,
  ];
  return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
}

/** `history` with the run's row added to its test-time table (the section is made when missing). */
export function addToHistory(history: string, run: CiRun): string {
  const row = historyRow(run);
  const at = history.indexOf(TEST_TIME_HEADING);
  if (at === -1) {
    const intro = 'Each row is one `.ci/run` of a fresh clone, read from its log by `npm run bench:ci-time -- <log>`.';
    return `${history.trimEnd()}\n\n${TEST_TIME_HEADING}\n\n${intro}\n\n${[...TABLE_HEAD, row].join('\n')}\n`;
  }
  const lines = history.split('\n');
  const headingLine = history.slice(0, at).split('\n').length - 1;
  let last = lines.findIndex((line, index) => index > headingLine && line.startsWith('|'));
  if (last === -1) {
    lines.splice(headingLine + 1, 0, '', ...TABLE_HEAD, row);
    return lines.join('\n');
  }
  while (lines[last + 1]?.startsWith('|')) last += 1;
  lines.splice(last + 1, 0, row);
  return lines.join('\n');
}
