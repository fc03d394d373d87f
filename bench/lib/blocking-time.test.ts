import { describe, expect, it } from 'vitest';
import { totalBlockingTime } from './blocking-time.js';

describe('totalBlockingTime', () => {
  it('counts what each long task after the first paint spends beyond 50 ms', () => {
    expect(
      totalBlockingTime(
        [
          [200, 80],
          [400, 120],
        ],
        100,
      ),
    ).toBe(30 + 70);
  });

  it('ignores tasks that ended before the first paint and clips those that straddle it', () => {
    expect(
      totalBlockingTime(
        [
          [0, 90],
          [50, 150],
        ],
        100,
      ),
    ).toBe(100 - 50);
  });

  it('is zero without long tasks or when none reaches 50 ms after the paint', () => {
    expect(totalBlockingTime([], 100)).toBe(0);
    expect(totalBlockingTime([[80, 60]], 100)).toBe(0);
  });
});
