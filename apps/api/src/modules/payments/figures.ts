import { AUTO_RENEWAL_PERIOD_MONTHS, type PaymentMethod } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import type { MonthSpan } from '#api/db/month-spans.js';
import * as repo from './repository.js';

type ByMethod = Record<PaymentMethod | 'total', number>;
const zero = (): ByMethod => ({ pix: 0, cartao: 0, total: 0 });

/** Per month, centavos received and refunded, by method ('Indicadores', #67). */
export async function moneyInMonths(db: Executor, spans: readonly MonthSpan[]) {
  const money = new Map(spans.map(({ month }) => [month, { received: zero(), refunded: zero() }]));
  for (const row of await repo.moneyInMonths(db, spans)) {
    const line = money.get(row.month);
    const method = row.method as PaymentMethod;
    if (!line) continue;
    line.received[method] += Number(row.received);
    line.received.total += Number(row.received);
    line.refunded[method] += Number(row.refunded);
    line.refunded.total += Number(row.refunded);
  }
  return money;
}

/** Per month, ARR at its end: what a year of the charges in force then brings ('Indicadores', #69). */
export async function annualRevenueAtMonthEnds(db: Executor, spans: readonly MonthSpan[]) {
  const periods = [...new Set([12, ...Object.values(AUTO_RENEWAL_PERIOD_MONTHS)])];
  const rows = await repo.annualRevenueAtMonthEnds(db, spans, periods);
  return new Map(spans.map(({ month }) => [month, Number(rows.find((row) => row.month === month)?.arr ?? 0)]));
}
