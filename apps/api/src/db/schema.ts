import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AffiliateProfile, Coverage, CoverageRules } from '@game-assist/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** E-mail stored lower-cased. Without `confirmed_at`, a pending sign-up: no session, no password. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The affiliate link's code a pending sign-up came with: attributed when the address is confirmed. */
    signupAffiliateCode: text('signup_affiliate_code'),
    /** Whether notifications are also sent by e-mail (the Profile toggle); the in-app list stays. */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
  },
  (t) => [
    index('accounts_pending_created_idx')
      .on(t.createdAt)
      .where(sql`confirmed_at is null`),
  ],
);

/** The subscriber record behind GET /assinante, one per account. */
export const subscribers = pgTable('subscribers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  telefone: text('telefone').notNull().default(''),
  nascimento: date('nascimento', { mode: 'string' }),
  endereco: text('endereco').notNull().default(''),
  avatar: text('avatar'),
  /** When the phone above was proved by an SMS code; cleared whenever the phone changes. */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Counted in the database so every process shares it; addresses without an account are counted too. */
export const passwordFailures = pgTable('password_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Locks since the last right password: each lasts twice the one before, up to an hour. */
  locks: integer('locks').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time sign-in codes, kept only as an HMAC of the code. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    /** Null when the identifier has no account: such a code can never sign anyone in. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: ['sign-in', 'sign-up', 'password-reset', 'phone'] })
      .notNull()
      .default('sign-in'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_identifier_created_idx').on(t.identifier, t.createdAt)],
);

/** Opaque refresh tokens, stored hashed; a family is one sign-in's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Absolute end of the family: rotation never extends it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Durable outbox: mail is written here in the request's transaction and sent by a drainer. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

export type CoverageDetails = Omit<Coverage, '_id' | 'benefitName' | 'rules'>;

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const coverages = pgTable(
  'coverages',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    benefitName: text('benefit_name').notNull(),
    details: jsonb('details').$type<CoverageDetails>().notNull(),
    /** The usage limit and waiting period the API enforces; null: nobody requests this coverage. */
    rules: jsonb('rules').$type<CoverageRules>(),
  },
  (t) => [index('coverages_category_idx').on(t.categoryId, t.position)],
);

export const affiliates = pgTable('affiliates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  profile: jsonb('profile').$type<AffiliateProfile>().notNull(),
});

export const affiliateLinks = pgTable('affiliate_links', {
  code: text('code').primaryKey(),
  affiliateId: text('affiliate_id')
    .notNull()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  productName: text('product_name').notNull().default('Game Assist'),
  url: text('url').notNull(),
  expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
});

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
  monthlyFee: numeric('monthly_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  annualFee: numeric('annual_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  benefits: jsonb('benefits').$type<{ name: string; description: string }[]>().notNull(),
  installments: text('installments').notNull(),
  pixPrice: text('pix_price').notNull(),
  sku: text('sku').notNull(),
  img: text('img').notNull(),
});

export const addons = pgTable('addons', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  img: text('img').notNull(),
  active: boolean('active').notNull().default(true),
});

/** The users list of GET /users (transfer recipients on the sample screens). */
export const featuredUsers = pgTable('featured_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  photo: text('photo').notNull(),
  position: integer('position').notNull(),
});

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
  status: text('status', { enum: ['ativa', 'suspensa', 'cancelada'] })
    .notNull()
    .default('ativa'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** 16 digits, the last a Luhn check digit: printed on the member card, never the account id. */
  memberNumber: text('member_number').notNull().unique(),
  affiliateId: text('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
  affiliateLinkCode: text('affiliate_link_code'),
  createdAt: createdAt(),
});

export const SERVICE_REQUEST_STATUS_VALUES = [
  'aberto',
  'agendado',
  'em-atendimento',
  'concluido',
  'cancelado',
] as const;

/** Draws the number in each request's protocol (2026-000123): unique across years. */
export const serviceRequestProtocolSeq = pgSequence('service_request_protocol_seq');

/** `idempotency_key`: a retry with the same Idempotency-Key answers the first request. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: lists are newest first by it, and pages continue from it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    protocol: text('protocol').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    coverageId: text('coverage_id')
      .notNull()
      .references(() => coverages.id),
    status: text('status', { enum: SERVICE_REQUEST_STATUS_VALUES }).notNull().default('aberto'),
    note: text('note'),
    preferredAt: timestamp('preferred_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of what was asked, so a key reused for another request is told apart from a retry. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Ascending indexes, read backwards for `order by seq desc`: drizzle declares `desc` as
  // `desc nulls last`, which that order cannot use.
  (t) => [
    uniqueIndex('service_requests_idempotency_idx').on(t.accountId, t.idempotencyKey),
    index('service_requests_account_seq_idx').on(t.accountId, t.seq),
    index('service_requests_usage_idx').on(t.accountId, t.coverageId, t.createdAt),
    index('service_requests_queue_idx').on(t.status, t.seq),
    uniqueIndex('service_requests_seq_idx').on(t.seq),
  ],
);

/** Every status a request has had: when, who moved it there, and an optional note. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SERVICE_REQUEST_STATUS_VALUES }).notNull(),
    actor: text('actor', { enum: ['assinante', 'operador'] }).notNull(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('service_request_events_request_idx').on(t.requestId, t.id)],
);

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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_account_seq_idx').on(t.accountId, t.seq),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`read_at is null`),
  ],
);
