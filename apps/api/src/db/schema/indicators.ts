import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { IndicatorMonth } from '@game-assist/contracts';

/** 'Indicadores' (#67): a settled month's figures as computed once it closed, so a long period reads rows, not history. */
export const indicatorMonths = pgTable('indicator_months', {
  month: text('month').primaryKey(),
  figures: jsonb('figures').$type<IndicatorMonth>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
