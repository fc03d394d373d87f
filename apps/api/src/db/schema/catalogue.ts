import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Coverage, CoverageRules } from '@game-assist/contracts';

export type CoverageDetails = Omit<Coverage, '_id' | 'benefitName' | 'rules'>;

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const coverages = pgTable(
  'coverages',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    benefitName: text('benefit_name').notNull(),
    details: jsonb('details').$type<CoverageDetails>().notNull(),
    /** The usage limit and waiting period the API enforces; null: nobody requests this coverage. */
    rules: jsonb('rules').$type<CoverageRules>(),
    /** Off: out of the catalogue and not requestable; requests made keep pointing at it (#68). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('coverages_category_idx').on(t.categoryId, t.position)],
);
