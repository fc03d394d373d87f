import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.js';
import { accounts } from './accounts.js';

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
