import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { accounts } from './accounts.js';

/** One row a device that asked for push notifications (its browser's PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: one device, so it moves to whoever subscribes it last. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);
