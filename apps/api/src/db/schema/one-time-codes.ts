import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { accounts } from './accounts.js';

/** What a code proves; a new purpose is one line here (the one-time-codes module's rules are the same for all). */
export const CODE_PURPOSES = [
  'sign-in',
  'sign-up',
  'password-reset',
  'phone',
  'data-export',
  'account-deletion',
  'refund-key',
  'dependant-invite',
  'pix-key',
] as const;

/** One-time codes (e-mail and SMS), kept only as an HMAC of the code. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    /** Null when the identifier has no account: such a code can never sign anyone in. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull().default('sign-in'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_identifier_created_idx').on(t.identifier, t.createdAt)],
);
