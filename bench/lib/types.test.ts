import { describe, expect, it } from 'vitest';
import { floorMisses, median, passes, type Figure } from './types.js';

const tbt = (value: number, floor?: number): Figure => ({
  name: '/ TBT',
  value,
  unit: 'ms',
  floor,
  budget: { limit: 50, kind: 'max' },
});
const score = (value: number, floor?: number): Figure => ({
  name: '/ performance score',
  value,
  unit: '',
  floor,
  budget: { limit: 98, kind: 'min' },
});

describe('passes', () => {
  it('holds a maximum and a minimum at their limits', () => {
    expect(passes(tbt(50))).toBe(true);
    expect(passes(tbt(50.5))).toBe(false);
    expect(passes(score(98))).toBe(true);
    expect(passes(score(97))).toBe(false);
  });

  it('passes a figure without a budget', () => {
    expect(passes({ name: 'largest module', value: 9e9, unit: 'KB' })).toBe(true);
  });
});

describe('floorMisses', () => {
  it('tells a miss the floor shares from one that is the product’s alone', () => {
    expect(floorMisses(tbt(176, 77))).toBe(true);
    expect(floorMisses(tbt(176, 40))).toBe(false);
    expect(floorMisses(score(93, 96))).toBe(true);
    expect(floorMisses(score(93, 100))).toBe(false);
  });

  it('is false without a floor or a budget', () => {
    expect(floorMisses(tbt(176))).toBe(false);
    expect(floorMisses({ name: 'ratio', value: 4, unit: '×', floor: 1 })).toBe(false);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses a failed measurement instead of sorting it somewhere', () => {
    expect(() => median([700, Number.NaN, 720, 710, 705])).toThrow(/not a measured value: NaN/);
    expect(() => median([])).toThrow(/no values/);
  });
});
