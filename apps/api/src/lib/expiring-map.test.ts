import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { ExpiringMap } from './expiring-map.js';

describe('ExpiringMap', () => {
  it('serves an entry until its own expiry time on the injected clock, then drops it', () => {
    const clock = new ManualClock();
    const map = new ExpiringMap<string, number>(10, clock);
    const now = clock.now().getTime();
    map.set('a', 1, now + 1000);
    map.set('b', 2, now + 5000);
    clock.advance(999);
    expect(map.get('a')).toBe(1);
    clock.advance(1);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe(2);
    expect(map.size).toBe(1);
  });

  it('does not store a value that has already expired, and forgets the key', () => {
    const clock = new ManualClock();
    const map = new ExpiringMap<string, number>(10, clock);
    map.set('a', 1, clock.now().getTime() + 1000);
    map.set('a', 2, clock.now().getTime());
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('is bounded: past its size the oldest entry is evicted', () => {
    const clock = new ManualClock();
    const map = new ExpiringMap<number, number>(3, clock);
    const later = clock.now().getTime() + 60_000;
    for (let i = 0; i < 5; i += 1) map.set(i, i, later);
    expect(map.size).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => map.get(i))).toEqual([undefined, undefined, 2, 3, 4]);
    // Setting a key again makes it the newest.
    map.set(2, 20, later);
    map.set(5, 5, later);
    expect([2, 3, 4, 5].map((i) => map.get(i))).toEqual([20, undefined, 4, 5]);
  });

  it('deletes and clears', () => {
    const clock = new ManualClock();
    const map = new ExpiringMap<string, number>(3, clock);
    const later = clock.now().getTime() + 60_000;
    map.set('a', 1, later);
    map.set('b', 2, later);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.clear();
    expect(map.size).toBe(0);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new ExpiringMap(0, new ManualClock())).toThrow(RangeError);
  });
});
