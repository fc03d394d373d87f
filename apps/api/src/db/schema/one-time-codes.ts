import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.js';
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
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_identifier_created_idx').on(t.identifier, t.createdAt)],
);
