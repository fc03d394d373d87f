import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Coverage, PartnerProfile } from '@game-assist/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A person who can sign in. The e-mail is stored lower-cased. Until `confirmed_at` is set the
 * account is a pending sign-up: nobody has proved they own the address, so it holds no session
 * and its password works nowhere.
 */
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
    /** The partner link's code a pending sign-up came with: attributed when the address is confirmed. */
    signupAffiliateCode: text('signup_affiliate_code'),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong passwords in a row, by e-mail address (the account's identifier), counted in the database
 * so every process and source address shares the count. Addresses without an account are counted
 * the same way, so the answers do not tell which addresses have one.
 */
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
    /**
     * 'sign-in' (proves the mailbox, enters the account), 'sign-up' (confirms a pending sign-up) or
     * 'password-reset' (proves the mailbox, sets a new password).
     */
    purpose: text('purpose', { enum: ['sign-in', 'sign-up', 'password-reset'] })
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

export type CoverageDetails = Omit<Coverage, '_id' | 'benefitName'>;

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
  },
  (t) => [index('coverages_category_idx').on(t.categoryId, t.position)],
);

export const affiliates = pgTable('affiliates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  profile: jsonb('profile').$type<PartnerProfile>().notNull(),
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

/**
 * What the person subscribes to: one per confirmed account, started when the address is confirmed
 * (waiting periods count from `started_at`). Payment is outside the product for now (docs/product.md).
 */
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
