import { describe, expect, it } from 'vitest';
import { DUPLICATE_BUDGET, findClones } from './duplicates.mjs';

describe('the source', () => {
  it('holds no more copy-pasted runs than its budget (npm run duplicates lists them)', () => {
    const { total, clones } = findClones();
    expect(total.sources).toBeGreaterThan(500);
    expect(clones, clones.join('\n')).toHaveLength(total.clones);
    expect(total.clones).toBeLessThanOrEqual(DUPLICATE_BUDGET);
  });
});
