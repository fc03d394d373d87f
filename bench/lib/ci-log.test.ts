import { describe, expect, it } from 'vitest';
import { addToHistory, parseCiLog, TEST_TIME_HEADING } from './ci-log.js';

const LOG = [
  'use-node: Node.js v24.21.0',
  '::: start 2026-11-26T17:40:00Z 4075b1f',
  '::: phase 2026-11-26T17:40:00Z npm ci',
  'added 900 packages',
  '17:41:30 ::: phase 2026-11-26T17:41:30Z typecheck',
  '\u001b[32m✓\u001b[39m ::: phase 2026-11-26T17:43:00Z npm test (Node.js v24.21.0)',
  '::: phase 2026-11-26T17:55:05Z API tests on PostgreSQL',
  '::: end 2026-11-26T17:58:00Z 1080 s, exit 0',
].join('\n');

describe('parseCiLog', () => {
  it('reads each phase until the next one starts, the last until the end', () => {
    const run = parseCiLog(LOG);
    expect(run).toMatchObject({ commit: '4075b1f', seconds: 1080, exitCode: 0 });
    expect(run.phases).toEqual([
      { name: 'npm ci', seconds: 90 },
      { name: 'typecheck', seconds: 90 },
      { name: 'npm test (Node.js v24.21.0)', seconds: 725 },
      { name: 'API tests on PostgreSQL', seconds: 175 },
    ]);
  });

  it('refuses a log that did not come to its end', () => {
    expect(() => parseCiLog(LOG.split('\n').slice(0, -1).join('\n'))).toThrow(/"::: end" line is missing/);
  });
});

describe('addToHistory', () => {
  it('makes the section once, then adds each run as a row of its table, before what follows', () => {
    const first = addToHistory('# History\n\n## Known misses\n\nnone\n', parseCiLog(LOG));
    expect(first).toContain(TEST_TIME_HEADING);
    expect(first).toContain(
      '| 2026-11-26 17:40 | 4075b1f | 18 min 0 s (within 45 min) | 12 min 5 s | npm ci: 1 min 30 s; typecheck: 1 min 30 s; npm test (Node.js v24.21.0): 12 min 5 s; API tests on PostgreSQL: 2 min 55 s |',
    );
    const slow = LOG.replace('17:58:00Z 1080 s, exit 0', '18:40:00Z 3600 s, exit 1').replace('4075b1f', 'abcdef0');
    const second = addToHistory(`${first}\n## Later\n`, parseCiLog(slow));
    const rows = second.split('\n').filter((line) => /^\| 2026/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('| abcdef0 | 60 min 0 s (**over** 45 min; exit 1) |');
    expect(second.indexOf('abcdef0')).toBeLessThan(second.indexOf('## Later'));
  });
});
