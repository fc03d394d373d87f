import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import type { IndicatorMonth } from '@game-assist/contracts';

/** 'Indicadores' (#67): a closed month's figures, so a long period reads rows, not history; until `settled`, its requests are read live. */
export const indicatorMonths = pgTable('indicator_months', {
  month: text('month').primaryKey(),
  figures: jsonb('figures').$type<IndicatorMonth>().notNull(),
  computedAt: timestamptz('computed_at').notNull(),
  settled: boolean('settled').notNull().default(true),
});
