import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';

/** E-mail stored lower-cased. Without `confirmed_at`, a pending sign-up: no session, no password. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The affiliate link's code a pending sign-up came with: attributed when the address is confirmed. */
    signupAffiliateCode: text('signup_affiliate_code'),
    /** Whether notifications are also sent by e-mail (the Profile toggle); the in-app list stays. */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    /** Set when the person deleted the account: the row stays, anonymised, for the payment records that point here. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('accounts_pending_created_idx')
      .on(t.createdAt)
      .where(sql`confirmed_at is null`),
  ],
);
