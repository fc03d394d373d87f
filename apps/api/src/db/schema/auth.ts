import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';

/** Counted in the database so every process shares it; addresses without an account are counted too. */
export const passwordFailures = pgTable('password_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Locks since the last right password: each lasts twice the one before, up to an hour. */
  locks: integer('locks').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

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
    familyExpiresAt: timestamptz('family_expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    /** 'Chrome no Android': the browser and system the sign-in came from, for 'Aparelhos conectados'. */
    device: text('device'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** WebAuthn credentials (passkeys): the public key and the signature counter the last sign-in reached. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url: one account's, never two. */
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceName: text('device_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_account_idx').on(t.accountId)],
);

/** WebAuthn challenges waiting for their answer when no Redis is configured: single-use, short-lived. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  /** 'registration', 'staff-registration' or 'check' (then accountId says whose), or 'login'. */
  ceremony: text('ceremony').notNull(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
});
