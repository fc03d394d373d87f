import { INDICATOR_MONTHS_DEFAULT, INDICATOR_MONTHS_MAX, type IndicatorsQuery } from '@game-assist/contracts';
import type { MonthSpan } from '#api/db/month-spans.js';
import { HttpError } from '#api/lib/http-errors.js';
import { addMonths, saoPauloDate, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';

/** yyyy-mm plus `months` months. */
export const shiftMonth = (month: string, months: number) => addMonths(`${month}-01`, months).slice(0, 7);

/** The São Paulo month `month` as its two instants. */
export const spanOf = (month: string): MonthSpan => ({
  month,
  starts: startOfSaoPauloDay(`${month}-01`),
  ends: startOfSaoPauloDay(`${shiftMonth(month, 1)}-01`),
});

/** yyyy-mm from `from` to `to`, both included, oldest first. */
export function monthsFrom(from: string, to: string): string[] {
  const months = [from];
  while ((months.at(-1) as string) < to) months.push(shiftMonth(months.at(-1) as string, 1));
  return months;
}

/** The current São Paulo month. */
export const currentMonth = (now: Date) => saoPauloDate(now).slice(0, 7);

/** The months asked for, oldest first: the last 12 up to the current one unless `de`/`ate` say otherwise. */
export function monthsAsked(query: IndicatorsQuery, now: Date): string[] {
  const current = currentMonth(now);
  const to = query.ate ?? (query.de ? min(shiftMonth(query.de, INDICATOR_MONTHS_DEFAULT - 1), current) : current);
  const from = query.de ?? shiftMonth(to, 1 - INDICATOR_MONTHS_DEFAULT);
  if (to > current) throw new HttpError(400, 'O período não pode passar do mês atual.');
  if (from > to) throw new HttpError(400, 'O mês inicial deve vir antes do mês final.');
  const months = monthsFrom(from, to);
  if (months.length > INDICATOR_MONTHS_MAX)
    throw new HttpError(400, `Escolha um período de no máximo ${INDICATOR_MONTHS_MAX} meses.`);
  return months;
}

const min = (a: string, b: string) => (a < b ? a : b);
