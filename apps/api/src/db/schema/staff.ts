import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';
import { passkeys } from './auth.js';

/**
 * The staff (#66): one row per person who ever worked /Operador, kept when removed (status
 * 'removida') so a bootstrap list cannot bring them back by itself. Roles in the contracts' order.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull(),
    /** 'convidada' (invited, not accepted yet), 'ativa', 'suspensa' or 'removida'. */
    status: text('status').notNull(),
    /** How the row came: 'convite', 'ADMIN_EMAILS', 'OPERATOR_EMAILS' or 'seed'. */
    origin: text('origin').notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Until when a session started by an e-mailed code may register the staff passkey (invitation, bootstrap, reset). */
    enrolmentUntil: timestamptz('enrolment_until'),
    /** The last sign-in with a staff passkey ('Equipe' shows it). */
    lastSignInAt: timestamptz('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_members_roles_check',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['atendimento', 'financeiro', 'administrador']::text[]`,
    ),
    check('staff_members_status_check', sql`${t.status} in ('convidada', 'ativa', 'suspensa', 'removida')`),
    index('staff_members_status_idx').on(t.status),
  ],
);

/** The passkeys that open /Operador: those made while enrolment was open, or from a staff session. */
export const staffPasskeys = pgTable('staff_passkeys', {
  passkeyId: uuid('passkey_id')
    .primaryKey()
    .references(() => passkeys.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A sign-in with a staff passkey (its refresh-token family's id): at most 12 h from `started_at`,
 * over after 30 min without a staff request, and `verified_at` the last passkey check (step-up).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startedAt: timestamptz('started_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    verifiedAt: timestamptz('verified_at').notNull(),
  },
  (t) => [index('staff_sessions_account_idx').on(t.accountId)],
);

/**
 * An invitation to an address no account uses yet: it becomes the person's staff row (status
 * 'convidada', enrolment open until `expires_at`) the first time they use an account with it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    roles: text('roles').array().notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'staff_invitations_roles_check',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['atendimento', 'financeiro', 'administrador']::text[]`,
    ),
  ],
);
