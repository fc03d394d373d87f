import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { IndicatorMonth } from '@game-assist/contracts';

/** 'Indicadores' (#67): a closed month's figures, so a long period reads rows, not history; until `settled`, its requests are read live. */
export const indicatorMonths = pgTable('indicator_months', {
  month: text('month').primaryKey(),
  figures: jsonb('figures').$type<IndicatorMonth>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  settled: boolean('settled').notNull().default(true),
});
