import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DependantRelationship } from '@game-assist/contracts';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';
import { subscriptions } from './subscriptions.js';

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
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_token_devices_account_idx').on(t.accountId)],
);

/** Wrong 'Token de atendimento' checks per member number, where Redis does not count them (docs/security.md). */
export const cardTokenFailures = pgTable('card_token_failures', {
  memberNumber: text('member_number').primaryKey(),
  failures: integer('failures').notNull(),
  windowEnds: timestamptz('window_ends').notNull(),
});

/** Grows with every change to the revocation list (its `ctr`). */
export const cardRevocationCounter = pgSequence('card_revocation_ctr');

/** Cards with this rid issued before `revokedBefore` are void (SMART Health Cards' `rid.timestamp`). */
export const cardRevocations = pgTable('card_revocations', {
  rid: text('rid').primaryKey(),
  revokedBefore: timestamptz('revoked_before').notNull(),
  ctr: bigint('ctr', { mode: 'number' }).notNull(),
});
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
    invitedAt: timestamptz('invited_at'),
    /** Their waiting periods count from it. */
    includedAt: timestamptz('included_at').notNull(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    index('dependants_subscription_idx').on(t.subscriptionId),
    index('dependants_cpf_idx').on(t.cpf),
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
