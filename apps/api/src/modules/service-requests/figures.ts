import type { Executor } from '#api/db/client.js';
import type { MonthSpan } from '#api/db/month-spans.js';
import * as repo from './repository.js';

export { lastDeadlineIn } from './repository.js';

/** Per month, the requests made, answered within their RN 623 deadline, and late ('Indicadores', #67). */
export async function requestsInMonths(db: Executor, spans: readonly MonthSpan[], now: Date) {
  const rows = await repo.requestsInMonths(db, spans, now);
  return new Map(
    spans.map(({ month }) => {
      const row = rows.find((line) => line.month === month);
      return [
        month,
        { opened: Number(row?.opened ?? 0), onTime: Number(row?.onTime ?? 0), late: Number(row?.late ?? 0) },
      ];
    }),
  );
}

export const coveragesRequested = (db: Executor, coverageIds: string[]) => repo.coveragesRequested(db, coverageIds);
