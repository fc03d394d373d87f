import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { accounts } from './accounts.js';
import { affiliates } from './affiliates.js';

/** What an affiliate wrote for its bio, waiting for the staff's approval. */
export interface PendingBio {
  name: string;
  photoUrl: string | null;
  text: string;
}

/**
 * The account that opens an affiliate's /Parceiro (#71): invited by e-mail, bound to the first
 * confirmed account with that address to open it. Also the affiliate's PIX key and its bio waiting.
 */
export const affiliateAccounts = pgTable(
  'affiliate_accounts',
  {
    affiliateId: text('affiliate_id')
      .primaryKey()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    accountId: uuid('account_id')
      .unique()
      .references(() => accounts.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    invitedAt: timestamptz('invited_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    pixKeyType: text('pix_key_type'),
    pixKey: text('pix_key'),
    pendingBio: jsonb('pending_bio').$type<PendingBio>(),
    pendingBioAt: timestamptz('pending_bio_at'),
  },
  (t) => [index('affiliate_accounts_email_idx').on(t.email)],
);

/** Landings through an affiliate's link: a count per São Paulo day, nothing about who came. */
export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.day] })],
);

/** What the staff paid an affiliate for a statement month ('Registrar pagamento'), one per PIX transfer. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** yyyy-mm: the statement it pays. */
    month: text('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The bank's end-to-end id of the transfer: a second record of it is the same payout. */
    endToEndId: text('end_to_end_id').notNull().unique(),
    recordedBy: uuid('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at').notNull(),
  },
  (t) => [
    index('affiliate_payouts_affiliate_month_idx').on(t.affiliateId, t.month),
    check('affiliate_payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);
