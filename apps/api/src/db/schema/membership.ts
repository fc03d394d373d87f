import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DependantRelationship, SubscriptionStatus } from '@game-assist/contracts';
import { createdAt } from '../columns.js';
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
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
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
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscription_events_account_idx').on(t.accountId, t.id)],
);

/** One per signed-in device (a refresh-token family): the secret its 'Token de atendimento' is made with. */
export const cardTokenDevices = pgTable(
  'card_token_devices',
  {
    familyId: uuid('family_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Base32; kept readable because checking a TOTP needs it (docs/security.md). */
    secret: text('secret').notNull(),
    /** The newest time step accepted: that token and every older one are refused after. */
    lastStep: bigint('last_step', { mode: 'number' }),
    /** The session's own end: the token stops with it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_token_devices_account_idx').on(t.accountId)],
);

/** Wrong 'Token de atendimento' checks per member number, where Redis does not count them (docs/security.md). */
export const cardTokenFailures = pgTable('card_token_failures', {
  memberNumber: text('member_number').primaryKey(),
  failures: integer('failures').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/** Grows with every change to the revocation list (its `ctr`). */
export const cardRevocationCounter = pgSequence('card_revocation_ctr');

/** Cards with this rid issued before `revokedBefore` are void (SMART Health Cards' `rid.timestamp`). */
export const cardRevocations = pgTable('card_revocations', {
  rid: text('rid').primaryKey(),
  revokedBefore: timestamp('revoked_before', { withTimezone: true }).notNull(),
  ctr: bigint('ctr', { mode: 'number' }).notNull(),
});
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
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('subscription_cancellations_account_idx').on(t.accountId, t.id)],
);

// Spelled out: drizzle-kit loads this file without the contracts' build.
const RELATIONSHIPS = ['conjuge', 'filho', 'pai-mae', 'outro'] as const satisfies readonly DependantRelationship[];

/** A titular's dependants (docs/product.md, 'Family'); a removed one keeps its row so old requests name them. */
export const dependants = pgTable(
  'dependants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The titular's account: the subscription's key. */
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.accountId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** 11 digits. */
    cpf: text('cpf').notNull(),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    memberNumber: text('member_number').notNull().unique(),
    cardRid: text('card_rid')
      .notNull()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)`),
    /** Their own sign-in, once they accepted an invitation; it goes when they are removed. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The address the latest invitation went to (lower-cased). */
    inviteEmail: text('invite_email'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Their waiting periods count from it. */
    includedAt: timestamp('included_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('dependants_subscription_idx').on(t.subscriptionId),
    // One active place per CPF: a person is a dependant of one subscription at a time.
    uniqueIndex('dependants_active_cpf_idx')
      .on(t.cpf)
      .where(sql`removed_at is null`),
    uniqueIndex('dependants_account_idx')
      .on(t.accountId)
      .where(sql`account_id is not null`),
    index('dependants_invite_email_idx')
      .on(t.inviteEmail)
      .where(sql`removed_at is null and account_id is null`),
  ],
);
