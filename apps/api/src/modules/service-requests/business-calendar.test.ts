import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addBusinessHours,
  deadlineDay,
  easterSunday,
  holidaysOf,
  isBusinessDay,
  localDay,
  periodAround,
  responseDeadline,
} from './business-calendar.js';

/** An instant given in São Paulo time (UTC−3). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('Brazilian holidays', () => {
  it('places Easter and the days that move with it', () => {
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    const days2026 = holidaysOf(2026);
    for (const day of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04'])
      expect(days2026.has(day), day).toBe(true);
    const days2025 = holidaysOf(2025);
    for (const day of ['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19'])
      expect(days2025.has(day), day).toBe(true);
  });

  it('has the fixed national holidays, Consciência Negra from 2024 on', () => {
    const days = holidaysOf(2026);
    for (const day of ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'])
      expect(days.has(`2026-${day}`), day).toBe(true);
    expect(holidaysOf(2023).has('2023-11-20')).toBe(false);
    expect(days.size).toBe(13);
  });

  it('knows weekends and holidays are not business days', () => {
    expect(isBusinessDay(localDay(sp('2026-11-25T10:00:00')))).toBe(true); // a Wednesday
    expect(isBusinessDay(localDay(sp('2026-11-28T10:00:00')))).toBe(false); // Saturday
    expect(isBusinessDay(localDay(sp('2026-11-20T10:00:00')))).toBe(false); // Consciência Negra
    // 23:30 in São Paulo on a Friday is already Saturday in UTC: the local day decides.
    expect(isBusinessDay(localDay(sp('2026-11-27T23:30:00')))).toBe(true);
  });
});

describe('business-hour arithmetic', () => {
  it('counts across a weekend (the business-day boundary)', () => {
    expect(addBusinessHours(sp('2026-11-27T10:00:00'), 48)).toEqual(sp('2026-12-01T10:00:00'));
    expect(addBusinessHours(sp('2026-11-25T09:00:00'), 48)).toEqual(sp('2026-11-27T09:00:00'));
  });

  it('skips a national holiday', () => {
    expect(addBusinessHours(sp('2026-11-19T10:00:00'), 24)).toEqual(sp('2026-11-23T10:00:00'));
  });

  it('skips Carnaval', () => {
    expect(addBusinessHours(sp('2026-02-13T12:00:00'), 48)).toEqual(sp('2026-02-19T12:00:00'));
  });

  it('starts counting on the next business day when it starts on a weekend', () => {
    expect(addBusinessHours(sp('2026-11-28T10:00:00'), 24)).toEqual(sp('2026-12-01T00:00:00'));
  });

  it('counts business days as whole days of business hours, across the year turn', () => {
    // Mon 21 Dec, 15:00 + 5 business days: 22, 23, 24, (25 Natal, weekend), 28, then 29 at 15:00.
    expect(addBusinessDays(sp('2026-12-21T15:00:00'), 5)).toEqual(sp('2026-12-29T15:00:00'));
    // From Wed 30 Dec, 08:00: 31, (1 Jan, weekend), 4, 5, 6, then Thu 7 January at 08:00.
    expect(addBusinessDays(sp('2026-12-30T08:00:00'), 5)).toEqual(sp('2027-01-07T08:00:00'));
  });
});

describe('response deadlines (business days after the day of the request)', () => {
  const dueDay = (from: string, days: number) => deadlineDay(responseDeadline(sp(from), days));

  it('ends with the last business day, the day of the request not counted', () => {
    // Wed 25 Nov: 26, 27, (weekend), 30, 1, then the end of Wed 2 December.
    expect(responseDeadline(sp('2026-11-25T10:00:00'), 5)).toEqual(sp('2026-12-03T00:00:00'));
    expect(dueDay('2026-11-25T10:00:00', 5)).toBe('2026-12-02');
    // 23:30 on Thursday in São Paulo is already Friday in UTC: the local day decides.
    expect(dueDay('2026-11-26T23:30:00', 5)).toBe('2026-12-03');
    expect(dueDay('2026-11-26T00:00:00', 5)).toBe('2026-12-03');
  });

  it('starts counting on Monday when asked on a weekend', () => {
    expect(dueDay('2026-11-28T10:00:00', 5)).toBe('2026-12-04');
    expect(dueDay('2026-11-29T23:59:00', 5)).toBe('2026-12-04');
  });

  it('skips national holidays, Carnaval included', () => {
    // Wed 18 Nov: 19, (20 Consciência Negra, weekend), 23, 24, 25, 26.
    expect(dueDay('2026-11-18T09:00:00', 5)).toBe('2026-11-26');
    // Fri 13 Feb 2026: (weekend, Carnaval Monday and Tuesday), Wednesday 18.
    expect(dueDay('2026-02-13T15:00:00', 1)).toBe('2026-02-18');
  });

  it('counts 10 days for complex cases across Natal and the year turn', () => {
    // Fri 18 Dec: 21, 22, 23, 24, (25 Natal, weekend), 28, 29, 30, 31, (1 Jan, weekend), 4, 5.
    expect(dueDay('2026-12-18T11:00:00', 10)).toBe('2027-01-05');
  });
});

describe('calendar periods', () => {
  it('finds the month an instant falls in, in São Paulo time, across the month turn', () => {
    const lateJanuary = sp('2026-01-31T23:30:00'); // already February in UTC
    expect(periodAround(lateJanuary, 'mes')).toEqual({
      start: sp('2026-01-01T00:00:00'),
      end: sp('2026-02-01T00:00:00'),
    });
    expect(periodAround(sp('2026-02-01T00:00:00'), 'mes').start).toEqual(sp('2026-02-01T00:00:00'));
    expect(periodAround(sp('2026-12-31T22:00:00'), 'mes').end).toEqual(sp('2027-01-01T00:00:00'));
  });

  it('finds the calendar year', () => {
    expect(periodAround(sp('2026-07-01T10:00:00'), 'ano')).toEqual({
      start: sp('2026-01-01T00:00:00'),
      end: sp('2027-01-01T00:00:00'),
    });
  });
});
