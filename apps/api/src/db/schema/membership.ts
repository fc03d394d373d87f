import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { accounts } from './accounts.js';
import { affiliates } from './affiliates.js';
import { plans } from './offers.js';

/** One per confirmed account (docs/product.md, 'Membership'). */
export const subscriptions = pgTable('subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  addOns: text('add_ons')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  status: text('status', { enum: ['ativa', 'suspensa', 'cancelada'] })
    .notNull()
    .default('ativa'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** 16 digits, the last a Luhn check digit: printed on the member card, never the account id. */
  memberNumber: text('member_number').notNull().unique(),
  affiliateId: text('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
  affiliateLinkCode: text('affiliate_link_code'),
  createdAt: createdAt(),
});
