import { z } from 'zod';
import { apiErrorSchema, textSchema } from './common.js';
import {
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_PAGE_MAX,
  SERVICE_REQUEST_PAGE_SIZE,
  SERVICE_REQUEST_REFUSAL_CODES,
  SERVICE_REQUEST_STATUSES,
} from '../rules/service-requests.js';

/**
 * How often a coverage may be used: a count per calendar month or year (São Paulo time), a count
 * for the whole life of the subscription (per beneficiary), or without limit.
 */
export const usageRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ilimitado') }),
  z.object({
    kind: z.literal('quantidade'),
    count: z.number().int().positive(),
    period: z.enum(['mes', 'ano', 'vida']),
  }),
]);
export type UsageRule = z.infer<typeof usageRuleSchema>;

/** How long after the subscription starts a coverage may first be used (carência). */
export const waitingRuleSchema = z.object({
  amount: z.number().int().positive(),
  unit: z.enum(['horas-uteis', 'dias-uteis']),
});
export type WaitingRule = z.infer<typeof waitingRuleSchema>;

/** The rules of a coverage a subscriber can ask to use; null on coverages nobody requests (affiliates). */
export const coverageRulesSchema = z.object({ usage: usageRuleSchema, waiting: waitingRuleSchema.nullable() });
export type CoverageRules = z.infer<typeof coverageRulesSchema>;

export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);

const noteSchema = textSchema.max(SERVICE_REQUEST_NOTE_MAX, 'No máximo 500 caracteres.');

/** POST /atendimentos (with an Idempotency-Key header). */
export const createServiceRequestSchema = z
  .object({
    coverageId: textSchema.min(1, 'Escolha a cobertura.').max(200),
    note: noteSchema.optional(),
    /** When the person would like to be attended: an ISO date-time in the future. */
    preferredAt: z.iso.datetime({ offset: true, error: 'Data e hora inválidas.' }).optional(),
  })
  .strict();
export type CreateServiceRequest = z.infer<typeof createServiceRequestSchema>;

export const serviceRequestEventSchema = z.object({
  status: serviceRequestStatusSchema,
  at: z.string(),
  by: z.enum(['assinante', 'operador']),
  note: z.string().nullable(),
});
export type ServiceRequestEvent = z.infer<typeof serviceRequestEventSchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  /** Human-readable and unique: the year and a sequence, e.g. 2026-000123. */
  protocol: z.string(),
  status: serviceRequestStatusSchema,
  coverage: z.object({ id: z.string(), benefitName: z.string() }),
  createdAt: z.string(),
  preferredAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** One request with its history (GET /atendimentos/{id}, and each item of the lists). */
export const serviceRequestDetailSchema = serviceRequestSchema.extend({ history: z.array(serviceRequestEventSchema) });
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;

/** ?limit=&cursor= of the lists: the cursor is the `nextCursor` of the page before. */
export const serviceRequestPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SERVICE_REQUEST_PAGE_MAX).default(SERVICE_REQUEST_PAGE_SIZE),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor inválido.')
    .optional(),
});
export type ServiceRequestPageQuery = z.infer<typeof serviceRequestPageQuerySchema>;

export const serviceRequestListSchema = z.object({
  items: z.array(serviceRequestDetailSchema),
  nextCursor: z.string().nullable(),
});
export type ServiceRequestList = z.infer<typeof serviceRequestListSchema>;

/** The operator's queue: each request with who asked. */
export const operatorServiceRequestSchema = serviceRequestDetailSchema.extend({
  subscriber: z.object({ name: z.string(), memberNumber: z.string() }),
});
export const operatorServiceRequestListSchema = z.object({
  items: z.array(operatorServiceRequestSchema),
  nextCursor: z.string().nullable(),
});
export type OperatorServiceRequestList = z.infer<typeof operatorServiceRequestListSchema>;
export type OperatorServiceRequest = z.infer<typeof operatorServiceRequestSchema>;

export const operatorQueueQuerySchema = serviceRequestPageQuerySchema.extend({
  status: serviceRequestStatusSchema.optional(),
});

/** POST /atendimentos/{id}/cancelar: no body needed (Fastify reads none as null); a reason given is kept in the history. */
export const cancelServiceRequestSchema = z.object({ reason: noteSchema.optional() }).strict().nullish();
export type CancelServiceRequest = z.infer<typeof cancelServiceRequestSchema>;

/** PATCH /operador/atendimentos/{id}. */
export const operatorStatusChangeSchema = z
  .object({ status: serviceRequestStatusSchema, note: noteSchema.optional() })
  .strict();
export type OperatorStatusChange = z.infer<typeof operatorStatusChangeSchema>;

export const usageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  period: z.enum(['mes', 'ano', 'vida']),
});
export type Usage = z.infer<typeof usageSchema>;

/** A 422 refusal: why the request cannot be made and, when it will be possible, from when. */
export const serviceRequestRefusalSchema = z.intersection(
  apiErrorSchema,
  z.object({
    code: z.enum(SERVICE_REQUEST_REFUSAL_CODES),
    /** ISO instant from which the request can be made; null when it never will on this subscription. */
    availableFrom: z.string().nullable().optional(),
    usage: usageSchema.optional(),
  }),
);
export type ServiceRequestRefusal = z.infer<typeof serviceRequestRefusalSchema>;

/** GET /atendimentos/uso: where the subscriber stands on each coverage they can request. */
export const coverageUsageSchema = z.object({
  coverageId: z.string(),
  rules: coverageRulesSchema,
  /** Uses counted against the limit in the current period (cancelled requests do not count). */
  used: z.number().int(),
  /** The end of the waiting period (ISO instant); null when the coverage has none. */
  waitingUntil: z.string().nullable(),
  /** When a new request can be made: null if now (or never, see `blocked`). */
  availableFrom: z.string().nullable(),
  blocked: z.enum(['carencia', 'limite', 'assinatura-inativa']).nullable(),
});
export type CoverageUsage = z.infer<typeof coverageUsageSchema>;
export const coverageUsageListSchema = z.object({ coverages: z.array(coverageUsageSchema) });
export type CoverageUsageList = z.infer<typeof coverageUsageListSchema>;
