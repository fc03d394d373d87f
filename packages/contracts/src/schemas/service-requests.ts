import { z } from 'zod/mini';
import { apiErrorSchema, textSchema } from './common.js';
import {
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_PAGE_MAX,
  SERVICE_REQUEST_PAGE_SIZE,
  SERVICE_REQUEST_REFUSAL_CODES,
  SERVICE_REQUEST_STATUSES,
} from '../rules/service-requests.js';

const PERIODS = ['mes', 'ano', 'vida'] as const;
const positiveInt = z.int().check(z.positive());

/** A count per calendar month or year (São Paulo time) or per subscription's life, or no limit. */
export const usageRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ilimitado') }),
  z.object({ kind: z.literal('quantidade'), count: positiveInt, period: z.enum(PERIODS) }),
]);
export type UsageRule = z.infer<typeof usageRuleSchema>;

export const waitingRuleSchema = z.object({ amount: positiveInt, unit: z.enum(['horas-uteis', 'dias-uteis']) });
export type WaitingRule = z.infer<typeof waitingRuleSchema>;

export const coverageRulesSchema = z.object({ usage: usageRuleSchema, waiting: z.nullable(waitingRuleSchema) });
export type CoverageRules = z.infer<typeof coverageRulesSchema>;

export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);

const noteSchema = textSchema.check(z.maxLength(SERVICE_REQUEST_NOTE_MAX, 'No máximo 500 caracteres.'));

export const createServiceRequestSchema = z.strictObject({
  coverageId: textSchema.check(z.minLength(1, 'Escolha a cobertura.'), z.maxLength(200)),
  note: z.optional(noteSchema),
  preferredAt: z.optional(z.iso.datetime({ offset: true, error: 'Data e hora inválidas.' })),
});
export type CreateServiceRequest = z.infer<typeof createServiceRequestSchema>;

export const serviceRequestEventSchema = z.object({
  status: serviceRequestStatusSchema,
  at: z.string(),
  by: z.enum(['assinante', 'operador']),
  note: z.nullable(z.string()),
});
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
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const serviceRequestDetailSchema = z.extend(serviceRequestSchema, {
  history: z.array(serviceRequestEventSchema),
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
export const operatorServiceRequestListSchema = z.object({
  items: z.array(operatorServiceRequestSchema),
  nextCursor: z.nullable(z.string()),
});
export type OperatorServiceRequestList = z.infer<typeof operatorServiceRequestListSchema>;
export type OperatorServiceRequest = z.infer<typeof operatorServiceRequestSchema>;

export const operatorQueueQuerySchema = z.extend(serviceRequestPageQuerySchema, {
  status: z.optional(serviceRequestStatusSchema),
});

export const cancelServiceRequestSchema = z.nullish(z.strictObject({ reason: z.optional(noteSchema) }));
export type CancelServiceRequest = z.infer<typeof cancelServiceRequestSchema>;

export const operatorStatusChangeSchema = z.strictObject({
  status: serviceRequestStatusSchema,
  note: z.optional(noteSchema),
});
export type OperatorStatusChange = z.infer<typeof operatorStatusChangeSchema>;

export const usageSchema = z.object({ used: z.int(), limit: z.int(), period: z.enum(PERIODS) });
export type Usage = z.infer<typeof usageSchema>;

/** A 422 refusal: why, and from when it will be possible (null: never on this subscription). */
export const serviceRequestRefusalSchema = z.intersection(
  apiErrorSchema,
  z.object({
    code: z.enum(SERVICE_REQUEST_REFUSAL_CODES),
    availableFrom: z.optional(z.nullable(z.string())),
    usage: z.optional(usageSchema),
  }),
);
export type ServiceRequestRefusal = z.infer<typeof serviceRequestRefusalSchema>;

/** `availableFrom`: when a new request can be made (null: now, or never when `blocked`). */
export const coverageUsageSchema = z.object({
  coverageId: z.string(),
  rules: coverageRulesSchema,
  used: z.int(),
  waitingUntil: z.nullable(z.string()),
  availableFrom: z.nullable(z.string()),
  blocked: z.nullable(z.enum(['carencia', 'limite', 'assinatura-inativa'])),
});
export type CoverageUsage = z.infer<typeof coverageUsageSchema>;
export const coverageUsageListSchema = z.object({ coverages: z.array(coverageUsageSchema) });
export type CoverageUsageList = z.infer<typeof coverageUsageListSchema>;
