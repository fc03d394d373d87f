import { readFileSync } from 'node:fs';
/** Time is passed in, so rules such as code expiry can be tested without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** With `ttlResolution: 0` lru-cache asks every time, so a test moving the clock sees entries expire. */
export const cacheTimeFrom = (clock: Clock) => ({
  perf: { now: () => clock.now().getTime() },
  ttlResolution: 0,
});

/** lru-cache still serves an entry whose age equals its TTL. */
export const cacheTtl = (ms: number) => ms - 1;

export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-01-01T12:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

/** How often a file clock looks at its file again: a test that moves time waits this long. */
export const FILE_CLOCK_READ_MS = 100;

/** The e2e tests' clock (TEST_CLOCK_FILE, refused in production): system time plus the file's milliseconds. */
export function fileOffsetClock(file: string): Clock {
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  return {
    now() {
      const real = Date.now();
      if (real - readAt >= FILE_CLOCK_READ_MS) {
        readAt = real;
        let text = '';
        try {
          text = readFileSync(file, 'utf8').trim();
        } catch {
          // No file yet: no offset.
        }
        const parsed = Number(text);
        offset = Number.isSafeInteger(parsed) ? parsed : 0;
      }
      return new Date(real + offset);
    },
  };
}
