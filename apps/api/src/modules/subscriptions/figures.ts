import type { Executor } from '#api/db/client.js';
import type { MonthSpan } from '#api/db/month-spans.js';
import * as repo from './repository.js';

/** Per month, how many subscriptions were `ativa`, `em-atraso` and `suspensa` at its end ('Indicadores', #67). */
export async function standingsAtMonthEnds(db: Executor, spans: readonly MonthSpan[]) {
  const rows = await repo.standingsAtMonthEnds(db, spans);
  const count = (month: string, status: string) =>
    Number(rows.find((row) => row.month === month && row.status === status)?.count ?? 0);
  return new Map(
    spans.map(({ month }) => [
      month,
      { active: count(month, 'ativa'), inGrace: count(month, 'em-atraso'), suspended: count(month, 'suspensa') },
    ]),
  );
}

const STANDING = { ativa: 'active', 'em-atraso': 'inGrace', suspensa: 'suspended' } as const;
type Standing = Record<(typeof STANDING)[keyof typeof STANDING], number>;
const standingOf = (status: string | null) => (status ? STANDING[status as keyof typeof STANDING] : undefined);

/** Per month, what its moves changed in the standings at its end: those at the month before's end plus these. */
export async function standingChangesInMonths(db: Executor, spans: readonly MonthSpan[]) {
  const changes = new Map<string, Standing>(spans.map(({ month }) => [month, { active: 0, inGrace: 0, suspended: 0 }]));
  for (const row of await repo.standingChangesInMonths(db, spans)) {
    const change = changes.get(row.month);
    const [before, after] = [standingOf(row.before), standingOf(row.after)];
    if (change && before) change[before] -= Number(row.count);
    if (change && after) change[after] += Number(row.count);
  }
  return changes;
}

/** Per month, the subscriptions paid for the first time (or again after an end) and those that ended. */
export async function subscriptionMovesInMonths(db: Executor, spans: readonly MonthSpan[]) {
  const rows = await repo.movesInMonths(db, spans);
  return new Map(
    rows.map((row) => [
      row.month,
      {
        newPaid: Number(row.newPaid),
        withdrawals: Number(row.withdrawals),
        others: Number(row.cancelled) - Number(row.withdrawals),
      },
    ]),
  );
}
