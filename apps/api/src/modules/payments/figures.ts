import type { PaymentMethod } from '@game-assist/contracts';
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

/**
 * Per month, what ARR leaves out of the trailing year's receipts (`spans`: each month's trailing year):
 * the centavos of the charges paid in it with a refund asked for by the month's end.
 */
export async function refundAskedOfPaidInSpans(db: Executor, spans: readonly MonthSpan[]) {
  const rows = await repo.refundAskedOfPaidInSpans(db, spans);
  return new Map(spans.map(({ month }) => [month, Number(rows.find((row) => row.month === month)?.amount ?? 0)]));
}
