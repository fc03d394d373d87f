import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { accounts } from './accounts.js';
import { serviceRequests } from './service-requests.js';

/** What the Notification tab lists; e-mail copies go through the outbox. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the list is newest first by it, and pages continue from it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    serviceRequestId: uuid('service_request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('notifications_account_seq_idx').on(t.accountId, t.seq),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`read_at is null`),
  ],
);
