import type { IndicatorMonth } from '@game-assist/contracts';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '#api/db/client.js';
import { indicatorMonths } from '#api/db/schema/indicators.js';

/** The stored months from `from` to `to` (yyyy-mm), by month, and those not settled yet. */
export async function storedMonths(db: Executor, from: string, to: string) {
  const rows = await db
    .select({ month: indicatorMonths.month, figures: indicatorMonths.figures, settled: indicatorMonths.settled })
    .from(indicatorMonths)
    .where(and(gte(indicatorMonths.month, from), lte(indicatorMonths.month, to)));
  return {
    known: new Map<string, IndicatorMonth>(rows.map((row) => [row.month, row.figures])),
    unsettled: new Set(rows.filter((row) => !row.settled).map((row) => row.month)),
  };
}

/** Stores a month, or replaces it while it was not settled. */
export async function storeMonth(db: Executor, figures: IndicatorMonth, settled: boolean, at: Date) {
  await db
    .insert(indicatorMonths)
    .values({ month: figures.month, figures, computedAt: at, settled })
    .onConflictDoUpdate({
      target: indicatorMonths.month,
      set: { figures, computedAt: at, settled },
      setWhere: eq(indicatorMonths.settled, false),
    });
}
