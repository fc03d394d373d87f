import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.js';

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
    confirmedAt: timestamptz('confirmed_at'),
    /** The affiliate link's code a pending sign-up came with: attributed when the address is confirmed. */
    signupAffiliateCode: text('signup_affiliate_code'),
    /** Whether notifications are also sent by e-mail (the Profile toggle); the in-app list stays. */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    /** Set when the person deleted the account: the row stays, anonymised, for the payment records that point here. */
    deletedAt: timestamptz('deleted_at'),
    /** Name and e-mail folded (lower case, no accents; `search_fold` in migration 0021): what the staff's look-up matches. */
    searchText: text('search_text').generatedAlwaysAs(sql`search_fold(first_name || ' ' || last_name || ' ' || email)`),
  },
  (t) => [
    index('accounts_pending_created_idx')
      .on(t.createdAt)
      .where(sql`confirmed_at is null`),
    index('accounts_search_trgm_idx').using('gin', sql`search_text gin_trgm_ops`),
  ],
);
