import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SERVICE_REQUEST_STATUSES } from '@game-assist/contracts';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';
import { coverages } from './catalogue.js';
import { dependants } from './membership.js';

export const SERVICE_REQUEST_STATUS_VALUES = SERVICE_REQUEST_STATUSES;

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
    /** For whom: a dependant of the subscription, or null for the titular (docs/product.md, 'Family'). */
    personId: uuid('person_id').references(() => dependants.id, { onDelete: 'set null' }),
    status: text('status', { enum: SERVICE_REQUEST_STATUS_VALUES }).notNull().default('aberto'),
    note: text('note'),
    preferredAt: timestamptz('preferred_at'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of what was asked, so a key reused for another request is told apart from a retry. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The end of the last business day the central has to answer in (the coverage's `responseDays`). */
    respondBy: timestamptz('respond_by').notNull(),
  },
  // Ascending, read backwards for `order by seq desc` (drizzle's `desc` is `desc nulls last`; docs/benchmarks.md).
  (t) => [
    uniqueIndex('service_requests_idempotency_idx').on(t.accountId, t.idempotencyKey),
    index('service_requests_account_seq_idx').on(t.accountId, t.seq),
    index('service_requests_usage_idx').on(t.accountId, t.coverageId, t.createdAt),
    index('service_requests_queue_idx').on(t.status, t.respondBy, t.seq),
    index('service_requests_deadline_idx').on(t.respondBy, t.seq),
    uniqueIndex('service_requests_seq_idx').on(t.seq),
    index('service_requests_created_idx').on(t.createdAt),
  ],
);

/** A request's timeline: every status it has had and every message about it (`kind` 'mensagem', text in `note`). */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'mensagem'] })
      .notNull()
      .default('status'),
    status: text('status', { enum: SERVICE_REQUEST_STATUS_VALUES }),
    actor: text('actor', { enum: ['assinante', 'operador'] }).notNull(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('service_request_events_request_idx').on(t.requestId, t.id),
    index('service_request_events_answer_idx')
      .on(t.requestId, t.at)
      .where(sql`kind = 'status' and actor = 'operador'`),
    check('service_request_events_kind_check', sql`(${t.kind} = 'status') = (${t.status} is not null)`),
  ],
);

/** The São Paulo days whose overdue digest was mailed to the operators: one row, one mail, whatever the processes. */
export const overdueDigests = pgTable('service_request_overdue_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requests: integer('requests').notNull(),
  sentAt: timestamptz('sent_at').notNull(),
});

/** 'Como foi o atendimento?' (#67): one answer per concluded request, by whoever sees it (`accountId`, null once erased). */
export const serviceRequestRatings = pgTable(
  'service_request_ratings',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    ratedAt: timestamptz('rated_at').notNull(),
  },
  (t) => [
    index('service_request_ratings_rated_at_idx').on(t.ratedAt),
    check('service_request_ratings_score_check', sql`${t.score} between 1 and 5`),
  ],
);
