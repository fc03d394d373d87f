import { describe, expect, it } from 'vitest';
import { passingInARow, renderRuns, RUNS_KEPT, withRun, type FullRun } from './runs.js';

const run = (date: string, missed: string[] = []): FullRun => ({
  date: `2026-11-28T${date}:00.000Z`,
  commit: 'abc1234',
  machine: '2 cores, 24 GiB, Node v24',
  minutes: 41,
  missed,
});

describe('full runs', () => {
  it('counts the passing runs back from the newest, stopping at the first miss', () => {
    expect(passingInARow([])).toBe(0);
    expect(passingInARow([run('10:00'), run('11:00', ['API: p99']), run('12:00'), run('13:00')])).toBe(2);
    expect(passingInARow([run('10:00'), run('11:00'), run('12:00', ['API: p99'])])).toBe(0);
  });

  it(`keeps the newest ${RUNS_KEPT}, in the order they ran`, () => {
    let runs: FullRun[] = [];
    for (let hour = 0; hour < RUNS_KEPT + 2; hour += 1)
      runs = withRun(runs, run(String(hour).padStart(2, '0') + ':00'));
    expect(runs).toHaveLength(RUNS_KEPT);
    expect(runs[0]!.date).toContain('T02:00');
    expect(runs.at(-1)!.date).toContain(`T${RUNS_KEPT + 1}:00`);
  });

  it('says whether three in a row met every budget, and lists what each run missed', () => {
    const two = renderRuns([run('10:00', ['First tap: /Assinar | PIX']), run('11:00'), run('12:00')]);
    expect(two).toContain('2 full runs in a row met every budget; 3 are asked for.');
    expect(two).toContain(
      '| 2026-11-28 10:00 | abc1234 | 2 cores, 24 GiB, Node v24 | 41 min | First tap: /Assinar \\| PIX |',
    );
    expect(two).toContain('| 2026-11-28 12:00 | abc1234 | 2 cores, 24 GiB, Node v24 | 41 min | none |');
    expect(renderRuns([run('10:00'), run('11:00'), run('12:00')])).toContain(
      'The last 3 full runs met every budget: 3 in a row, as asked.',
    );
    expect(renderRuns([])).toContain('no full run recorded yet');
  });
});
