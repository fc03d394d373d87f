import { bigserial, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { accounts } from './accounts.js';

/** Append-only: each row is one 'sim' or 'não' the person gave; the latest per purpose is in force. */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('consents_account_idx').on(t.accountId, t.purpose, t.id)],
);
