/** Time is passed in, so rules such as code expiry can be tested without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The clock in the shape lru-cache reads time for its TTLs; with `ttlResolution: 0` the cache
 * asks it every time, so a test that moves the clock sees entries expire at once.
 */
export const cacheTimeFrom = (clock: Clock) => ({
  perf: { now: () => clock.now().getTime() },
  ttlResolution: 0,
});

/**
 * The lru-cache TTL of an entry that must be gone from `ms` on: lru-cache still serves an entry
 * whose age equals its TTL, so the TTL is one millisecond less. 0 or less: do not store it.
 */
export const cacheTtl = (ms: number) => ms - 1;

/** A clock tests move by hand. */
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
