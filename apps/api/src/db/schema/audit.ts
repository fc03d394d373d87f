import { bigint, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What the staff did (#66): append-only (a trigger refuses UPDATE and DELETE, migration 0018), one hash
 * chain ordered by `id`. No foreign keys: an entry outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRoles: text('actor_roles').array().notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id').notNull(),
    ip: text('ip').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    // One successor per entry: two writers that read the same head cannot both append.
    uniqueIndex('audit_log_prev_hash_unique').on(table.prevHash),
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_email_idx').on(table.actorEmail),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/** The chain's head, one row: locked by every append, so writers from every process take turns. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: smallint('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'bigint' }).notNull(),
  hash: text('hash').notNull(),
});
