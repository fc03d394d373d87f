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
