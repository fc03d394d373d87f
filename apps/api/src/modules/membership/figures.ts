import type { Executor } from '#api/db/client.js';
import type { MonthSpan } from '#api/db/month-spans.js';
import * as repo from './repository.js';

/** Per month, the dependants in place at its end ('Indicadores', #67). */
export async function dependantsAtMonthEnds(db: Executor, spans: readonly MonthSpan[]) {
  const rows = await repo.dependantsAtMonthEnds(db, spans);
  return new Map(spans.map(({ month }) => [month, Number(rows.find((row) => row.month === month)?.count ?? 0)]));
}
