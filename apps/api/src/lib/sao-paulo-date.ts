// Calendar days in São Paulo (yyyy-mm-dd): UTC−3 all year since 2019, no daylight saving.
const OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export const saoPauloDate = (instant: Date): string =>
  new Date(instant.getTime() - OFFSET_MS).toISOString().slice(0, 10);

/** The instant a São Paulo day begins (00:00 there). */
export const startOfSaoPauloDay = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) + OFFSET_MS);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole months later, on the same day or the month's last (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
