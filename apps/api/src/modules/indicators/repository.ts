import type { IndicatorMonth } from '@game-assist/contracts';
import { and, gte, lte } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { indicatorMonths } from '#api/db/schema/indicators.js';

/** The stored months from `from` to `to` (yyyy-mm), by month. */
export async function storedMonths(db: Executor, from: string, to: string): Promise<Map<string, IndicatorMonth>> {
  const rows = await db
    .select({ month: indicatorMonths.month, figures: indicatorMonths.figures })
    .from(indicatorMonths)
    .where(and(gte(indicatorMonths.month, from), lte(indicatorMonths.month, to)));
  return new Map(rows.map((row) => [row.month, row.figures]));
}

export async function storeMonth(db: Executor, figures: IndicatorMonth, at: Date) {
  await db
    .insert(indicatorMonths)
    .values({ month: figures.month, figures, computedAt: at })
    .onConflictDoNothing({ target: indicatorMonths.month });
}
