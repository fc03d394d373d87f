import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_CLOCK_READ_MS, fileOffsetClock } from './clock.js';

const DAY = 24 * 60 * 60_000;

afterEach(() => vi.useRealTimers());

describe('the end-to-end tests’ file clock', () => {
  it('is the system time until the file says otherwise, then moved by the milliseconds it holds', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T17:00:00.000Z') });
    const dir = await mkdtemp(path.join(tmpdir(), 'clock-'));
    const file = path.join(dir, 'clock');
    try {
      const clock = fileOffsetClock(file);
      expect(clock.now().toISOString()).toBe('2026-11-26T17:00:00.000Z');
      await writeFile(file, String(8 * DAY));
      // Read again only after a short while: a request's many readings cost no file reads.
      expect(clock.now().toISOString()).toBe('2026-11-26T17:00:00.000Z');
      vi.advanceTimersByTime(FILE_CLOCK_READ_MS);
      expect(clock.now().toISOString()).toBe('2026-12-04T17:00:00.100Z');
      await writeFile(file, 'não é um número');
      vi.advanceTimersByTime(FILE_CLOCK_READ_MS);
      expect(clock.now().toISOString()).toBe('2026-11-26T17:00:00.200Z');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
