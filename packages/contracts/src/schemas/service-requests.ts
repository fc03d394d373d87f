import { z } from 'zod/mini';
import { apiErrorWith, isoDateSchema, multilineTextSchema, textSchema } from './common.js';
import {
  DEADLINE_STATES,
  SERVICE_REQUEST_MESSAGE_MAX,
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_PAGE_MAX,
  SERVICE_REQUEST_PAGE_SIZE,
  SERVICE_REQUEST_RATING_COMMENT_MAX,
  SERVICE_REQUEST_RATING_MAX,
  SERVICE_REQUEST_RATING_MIN,
  SERVICE_REQUEST_REFUSAL_REASONS,
  SERVICE_REQUEST_STATUSES,
} from '../rules/service-requests.js';

const PERIODS = ['mes', 'ano', 'vida'] as const;
const USAGE_SCOPES = ['pessoa', 'assinatura'] as const;
const positiveInt = z.int().check(z.positive());

/** A count per calendar month or year (São Paulo time) or per subscription's life, or no limit. */
export const usageRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ilimitado') }),
  z.object({
    kind: z.literal('quantidade'),
    count: positiveInt,
    period: z.enum(PERIODS),
    /** Whose uses count: each person's own ('pessoa'), or the whole subscription's ('assinatura'). */
    per: z.enum(USAGE_SCOPES),
  }),
]);
export type UsageRule = z.infer<typeof usageRuleSchema>;

export const waitingRuleSchema = z.object({ amount: positiveInt, unit: z.enum(['horas-uteis', 'dias-uteis']) });
export type WaitingRule = z.infer<typeof waitingRuleSchema>;

/** `responseDays`: business days the central has to answer a request in (5, or 10 for complex cases). */
export const coverageRulesSchema = z.object({
  usage: usageRuleSchema,
  waiting: z.nullable(waitingRuleSchema),
  responseDays: z.int().check(z.minimum(1), z.maximum(30)),
});
export type CoverageRules = z.infer<typeof coverageRulesSchema>;

export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);

const noteSchema = textSchema.check(z.maxLength(SERVICE_REQUEST_NOTE_MAX, 'No máximo 500 caracteres.'));

export const createServiceRequestSchema = z.strictObject({
  coverageId: textSchema.check(z.minLength(1, 'Escolha a cobertura.'), z.maxLength(200)),
  note: z.optional(noteSchema),
  preferredAt: z.optional(z.iso.datetime({ offset: true, error: 'Data e hora inválidas.' })),
  /** For whom: a dependant's id; absent, the signed-in person themself. */
  personId: z.optional(z.string().check(z.uuid('Pessoa não encontrada.'))),
});
export type CreateServiceRequest = z.infer<typeof createServiceRequestSchema>;

const actorSchema = z.enum(['assinante', 'operador']);

/** One entry of a request's timeline: a status it reached (with the note left), or a message. */
export const serviceRequestEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    status: serviceRequestStatusSchema,
    at: z.string(),
    by: actorSchema,
    note: z.nullable(z.string()),
  }),
  z.object({ kind: z.literal('mensagem'), at: z.string(), by: actorSchema, text: z.string() }),
]);
export type ServiceRequestEvent = z.infer<typeof serviceRequestEventSchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  // The year and a sequence, e.g. 2026-000123.
  protocol: z.string(),
  status: serviceRequestStatusSchema,
  coverage: z.object({ id: z.string(), benefitName: z.string() }),
  createdAt: z.string(),
  preferredAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** The last day (São Paulo) the central has to answer in: 'Resposta até 03/12/2026'. */
  deadline: isoDateSchema,
  /** Against that deadline while the request waits for its answer; null once answered. */
  deadlineState: z.nullable(z.enum(DEADLINE_STATES)),
  /** For whom: a dependant's id, or null for the titular. */
  personId: z.optional(z.nullable(z.string())),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** What the subscriber answered to 'Como foi o atendimento?'. */
export const serviceRequestRatingSchema = z.object({
  score: z.int(),
  comment: z.nullable(z.string()),
  ratedAt: z.string(),
});
export type ServiceRequestRating = z.infer<typeof serviceRequestRatingSchema>;

const scoreMessage = `Escolha uma nota de ${SERVICE_REQUEST_RATING_MIN} a ${SERVICE_REQUEST_RATING_MAX}.`;

export const rateServiceRequestSchema = z.strictObject({
  score: z
    .int(scoreMessage)
    .check(z.minimum(SERVICE_REQUEST_RATING_MIN, scoreMessage), z.maximum(SERVICE_REQUEST_RATING_MAX, scoreMessage)),
  comment: z.optional(
    multilineTextSchema.check(
      z.maxLength(SERVICE_REQUEST_RATING_COMMENT_MAX, `No máximo ${SERVICE_REQUEST_RATING_COMMENT_MAX} caracteres.`),
    ),
  ),
});
export type RateServiceRequest = z.infer<typeof rateServiceRequestSchema>;

export const serviceRequestDetailSchema = z.extend(serviceRequestSchema, {
  history: z.array(serviceRequestEventSchema),
  /** The subscriber's rating, once given (absent from older servers). */
  rating: z.optional(z.nullable(serviceRequestRatingSchema)),
  /** Until when it can still be rated: a concluded request without a rating, within 30 days; null otherwise. */
  ratableUntil: z.optional(z.nullable(z.string())),
});
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;

export const serviceRequestPageQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SERVICE_REQUEST_PAGE_MAX)),
    SERVICE_REQUEST_PAGE_SIZE,
  ),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor inválido.'))),
});
export type ServiceRequestPageQuery = z.infer<typeof serviceRequestPageQuerySchema>;

export const serviceRequestListSchema = z.object({
  items: z.array(serviceRequestDetailSchema),
  nextCursor: z.nullable(z.string()),
});
export type ServiceRequestList = z.infer<typeof serviceRequestListSchema>;

export const operatorServiceRequestSchema = z.extend(serviceRequestDetailSchema, {
  subscriber: z.object({ name: z.string(), memberNumber: z.string() }),
});
/** Soonest deadline first; the counts are of every request waiting for its answer, not of this page. */
export const operatorServiceRequestListSchema = z.object({
  items: z.array(operatorServiceRequestSchema),
  nextCursor: z.nullable(z.string()),
  atRisk: z.int(),
  overdue: z.int(),
});
export type OperatorServiceRequestList = z.infer<typeof operatorServiceRequestListSchema>;
export type OperatorServiceRequest = z.infer<typeof operatorServiceRequestSchema>;

export const operatorQueueQuerySchema = z.extend(serviceRequestPageQuerySchema, {
  status: z.optional(serviceRequestStatusSchema),
  /** Only the open requests at risk or past their deadline. */
  deadline: z.optional(z.enum(['em-risco', 'atrasado'])),
});
export type OperatorQueueQuery = z.infer<typeof operatorQueueQuerySchema>;

export const cancelServiceRequestSchema = z.nullish(z.strictObject({ reason: z.optional(noteSchema) }));
export type CancelServiceRequest = z.infer<typeof cancelServiceRequestSchema>;

/** `note` is required for `recusado` and `cancelado`: the reason the subscriber reads. */
export const operatorStatusChangeSchema = z.strictObject({
  status: serviceRequestStatusSchema,
  note: z.optional(noteSchema),
});
export type OperatorStatusChange = z.infer<typeof operatorStatusChangeSchema>;

/** A message about a request, either side: text only. */
export const serviceRequestMessageSchema = z.strictObject({
  text: multilineTextSchema.check(
    z.minLength(1, 'Escreva a mensagem.'),
    z.maxLength(SERVICE_REQUEST_MESSAGE_MAX, `No máximo ${SERVICE_REQUEST_MESSAGE_MAX} caracteres.`),
  ),
});
export type ServiceRequestMessage = z.infer<typeof serviceRequestMessageSchema>;

export const usageSchema = z.object({ used: z.int(), limit: z.int(), period: z.enum(PERIODS) });
export type Usage = z.infer<typeof usageSchema>;

/** A 422 refusal: why, and from when it will be possible (null: never on this subscription). */
export const serviceRequestRefusalSchema = apiErrorWith('ServiceRequestRefusal', {
  reason: z.enum(SERVICE_REQUEST_REFUSAL_REASONS),
  availableFrom: z.optional(z.nullable(z.string())),
  usage: z.optional(usageSchema),
});
export type ServiceRequestRefusal = z.infer<typeof serviceRequestRefusalSchema>;

/** `availableFrom`: when a new request can be made (null: now, or never when `blocked`). */
export const coverageUsageSchema = z.object({
  coverageId: z.string(),
  rules: coverageRulesSchema,
  used: z.int(),
  waitingUntil: z.nullable(z.string()),
  availableFrom: z.nullable(z.string()),
  blocked: z.nullable(z.enum(['carencia', 'limite', 'assinatura-inativa'])),
  // The person's newest request of this coverage still under way, if any (absent from older servers).
  inFlight: z.optional(
    z.nullable(z.object({ id: z.string(), protocol: z.string(), status: z.enum(SERVICE_REQUEST_STATUSES) })),
  ),
});
export type CoverageUsage = z.infer<typeof coverageUsageSchema>;
export const coverageUsageListSchema = z.object({ coverages: z.array(coverageUsageSchema) });
export type CoverageUsageList = z.infer<typeof coverageUsageListSchema>;
