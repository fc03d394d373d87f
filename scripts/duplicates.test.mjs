import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { DUPLICATE_BUDGET, findClones, findShapePairs, SHAPE_PAIR_BUDGET, SHAPE_TOOL_ABSENT } from './duplicates.mjs';

describe('the source', () => {
  it('holds no more copy-pasted runs than its budget (npm run duplicates lists them)', () => {
    const { total, clones } = findClones();
    expect(total.sources).toBeGreaterThan(500);
    expect(clones, clones.join('\n')).toHaveLength(total.clones);
    expect(total.clones).toBeLessThanOrEqual(DUPLICATE_BUDGET);
  });

  // The tool reads all of apps/: on a loaded machine that takes far more than vitest's 5 s.
  it(
    'holds no more pairs not marked boilerplate than its budget, where the review tool duplicates is on PATH',
    { timeout: 120_000 },
    () => {
      const shape = findShapePairs();
      if (shape === null) {
        console.warn(`WARNING: ${SHAPE_TOOL_ABSENT}`);
        expect(spawnSync('duplicates', ['--help']).error?.code).toBe('ENOENT');
        return;
      }
      expect(shape.rows, shape.rows.join('\n')).toHaveLength(shape.count);
      expect(shape.count, shape.rows.join('\n')).toBeLessThanOrEqual(SHAPE_PAIR_BUDGET);
    },
  );
});
