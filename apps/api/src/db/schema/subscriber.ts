import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { accounts } from './accounts.js';

/** The subscriber record behind GET /assinante, one per account. */
export const subscribers = pgTable(
  'subscribers',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    telefone: text('telefone').notNull().default(''),
    nascimento: date('nascimento', { mode: 'string' }),
    endereco: text('endereco').notNull().default(''),
    avatar: text('avatar'),
    /** When the phone above was proved by an SMS code; cleared whenever the phone changes. */
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The phone's digits only, as the staff's look-up matches it. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(telefone, '[^0-9]', '', 'g')`),
  },
  (t) => [
    index('subscribers_phone_digits_idx')
      .on(t.phoneDigits)
      .where(sql`phone_digits <> ''`),
  ],
);
