import { date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AffiliateProfile } from '@game-assist/contracts';

export const affiliates = pgTable('affiliates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  profile: jsonb('profile').$type<AffiliateProfile>().notNull(),
});

export const affiliateLinks = pgTable('affiliate_links', {
  code: text('code').primaryKey(),
  affiliateId: text('affiliate_id')
    .notNull()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  productName: text('product_name').notNull().default('Game Assist'),
  url: text('url').notNull(),
  expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  /** The commission on each paid charge it brings, in basis points (1000 = 10 %). */
  commissionRateBp: integer('commission_rate_bp').notNull().default(1000),
});
