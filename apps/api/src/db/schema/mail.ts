import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.js';

/** Durable outbox (decisions 010, 022): mail, web pushes (recipient: the subscription id) and wallet updates. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['mail', 'push', 'wallet'] })
      .notNull()
      .default('mail'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    failedAt: timestamptz('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    // A subscriber's e-mails on the staff's look-up page (#67).
    index('mail_outbox_recipient_idx').on(t.recipient, t.id),
  ],
);
