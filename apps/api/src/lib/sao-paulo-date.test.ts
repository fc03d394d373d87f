import { describe, expect, it } from 'vitest';
import { addDays, addMonths, saoPauloDate, startOfSaoPauloDay } from './sao-paulo-date.js';

describe('São Paulo dates', () => {
  it('reads an instant as the day it is in São Paulo (UTC−3)', () => {
    expect(saoPauloDate(new Date('2026-11-27T02:59:59Z'))).toBe('2026-11-26');
    expect(saoPauloDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
    expect(startOfSaoPauloDay('2026-11-27').toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('adds days and months, keeping to the month’s last day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-26', 12)).toBe('2027-11-26');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});
