import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '@game-assist/contracts';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';
import { affiliates } from './affiliates.js';
import { plans } from './offers.js';

// Spelled out: drizzle-kit loads this file without the contracts' build.
const SUBSCRIPTION_STATUSES = [
  'aguardando-pagamento',
  'ativa',
  'em-atraso',
  'suspensa',
  'cancelada',
] as const satisfies readonly SubscriptionStatus[];

/** One per confirmed account (docs/product.md, 'Membership'). */
export const subscriptions = pgTable('subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  addOns: text('add_ons')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('aguardando-pagamento'),
  /** The last day (São Paulo) the payments cover; null until the first is confirmed. */
  paidUntil: date('paid_until', { mode: 'string' }),
  startedAt: timestamptz('started_at').notNull(),
  /** 16 digits, the last a Luhn check digit: printed on the member card, never the account id. */
  memberNumber: text('member_number').notNull().unique(),
  affiliateId: text('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
  affiliateLinkCode: text('affiliate_link_code'),
  /** The revocation id its member cards carry (`rid`): random, so the public list names nobody. */
  cardRid: text('card_rid')
    .notNull()
    .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)`),
  /** A cancellation at the end of the period: the last day in force (paid_until then); no renewal. */
  cancelsOn: date('cancels_on', { mode: 'string' }),
  /** The offer version it was last paid under (#68): its limits and waiting periods until the next payment. */
  offerVersion: integer('offer_version'),
  createdAt: createdAt(),
});

export const SUBSCRIPTION_CAUSES = [
  'cadastro',
  'pagamento',
  'vencimento',
  'fim-da-carencia',
  'migracao',
  'exclusao-da-conta',
  'cancelamento',
  'contestacao',
  'fim-da-contestacao',
  'estorno',
  'cortesia',
] as const;

/** Every status a subscription has had: when, why, and the charge that paid for it. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: SUBSCRIPTION_STATUSES }),
    toStatus: text('to_status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    paidUntil: date('paid_until', { mode: 'string' }),
    cause: text('cause', { enum: SUBSCRIPTION_CAUSES }).notNull(),
    /** The payments module's charge (no foreign key: that table is its own). */
    chargeId: uuid('charge_id'),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('subscription_events_account_idx').on(t.accountId, t.id),
    index('subscription_events_account_at_idx').on(t.accountId, t.at, t.id, t.toStatus),
    index('subscription_events_at_idx').on(t.at),
  ],
);

/** Draws the number in each cancellation's protocol (CAN-2026-000123). */
export const cancellationProtocolSeq = pgSequence('cancellation_protocol_seq');

/** Every cancellation asked for: its protocol, kind, why (optional), last day, and its undoing. */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    protocol: text('protocol').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['arrependimento', 'fim-do-periodo', 'imediato'] }).notNull(),
    reason: text('reason'),
    /** The last day (São Paulo) in force. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [index('subscription_cancellations_account_idx').on(t.accountId, t.id)],
);
