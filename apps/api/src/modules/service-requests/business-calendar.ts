/** No daylight saving time in Brazil since 2019: São Paulo is UTC−3 all year, so a fixed offset is exact. */
export const SAO_PAULO_OFFSET_MS = -3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Fixed national holidays (Leis 662/1949, 6.802/1980, 10.607/2002 and 14.759/2023), as MM-DD. */
const FIXED_HOLIDAYS: readonly { monthDay: string; since?: number }[] = [
  { monthDay: '01-01' }, // Confraternização Universal
  { monthDay: '04-21' }, // Tiradentes
  { monthDay: '05-01' }, // Dia do Trabalho
  { monthDay: '09-07' }, // Independência
  { monthDay: '10-12' }, // Nossa Senhora Aparecida
  { monthDay: '11-02' }, // Finados
  { monthDay: '11-15' }, // Proclamação da República
  { monthDay: '11-20', since: 2024 }, // Dia Nacional de Zumbi e da Consciência Negra
  { monthDay: '12-25' }, // Natal
];

/** Easter Sunday of a Gregorian year (the anonymous algorithm, Meeus/Jones/Butcher), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const shift = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

const holidayCache = new Map<number, ReadonlySet<string>>();

/** National holidays and the moveable days the country stops for (docs/product.md, 'Service requests'). */
export function holidaysOf(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const days = new Set<string>([
    ...FIXED_HOLIDAYS.filter((holiday) => holiday.since === undefined || year >= holiday.since).map(
      (holiday) => `${year}-${holiday.monthDay}`,
    ),
    isoDay(shift(easter, -48)), // Carnaval, segunda-feira
    isoDay(shift(easter, -47)), // Carnaval, terça-feira
    isoDay(shift(easter, -2)), // Sexta-feira Santa
    isoDay(shift(easter, 60)), // Corpus Christi
  ]);
  holidayCache.set(year, days);
  return days;
}

/** The São Paulo calendar day of an instant, as a UTC midnight (so date arithmetic is plain). */
export function localDay(instant: Date): Date {
  const local = instant.getTime() + SAO_PAULO_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS));
}

export const startOfLocalDay = (day: Date) => new Date(day.getTime() - SAO_PAULO_OFFSET_MS);

export function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(day.getUTCFullYear()).has(isoDay(day));
}

/** A business day has 24 business hours: "48 horas úteis" is two business days. */
export function addBusinessHours(start: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  let at = start.getTime();
  let day = localDay(start);
  for (let guard = 0; guard < 10_000; guard += 1) {
    const dayEnds = startOfLocalDay(shift(day, 1)).getTime();
    if (isBusinessDay(day)) {
      const left = dayEnds - at;
      if (remaining <= left) return new Date(at + remaining);
      remaining -= left;
    }
    at = dayEnds;
    day = shift(day, 1);
  }
  throw new Error('business-hour count ran past its guard');
}

export const addBusinessDays = (start: Date, days: number) => addBusinessHours(start, days * 24);

/**
 * The end of the `days`-th business day after `from`'s São Paulo day (not counted, as a regulator counts):
 * Wednesday + 5 is the next Wednesday's end, Saturday + 5 Friday's.
 */
export const responseDeadline = (from: Date, days: number) =>
  addBusinessDays(startOfLocalDay(shift(localDay(from), 1)), days);

/** The São Paulo date (YYYY-MM-DD) a deadline from `responseDeadline` is the end of. */
export const deadlineDay = (deadline: Date) => isoDay(localDay(new Date(deadline.getTime() - 1)));

/** The calendar month or year (São Paulo time) an instant falls in: [start, end). */
export function periodAround(instant: Date, period: 'mes' | 'ano'): { start: Date; end: Date } {
  const day = localDay(instant);
  const year = day.getUTCFullYear();
  const month = period === 'mes' ? day.getUTCMonth() : 0;
  const start = new Date(Date.UTC(year, month, 1));
  const end = period === 'mes' ? new Date(Date.UTC(year, month + 1, 1)) : new Date(Date.UTC(year + 1, 0, 1));
  return { start: startOfLocalDay(start), end: startOfLocalDay(end) };
}
