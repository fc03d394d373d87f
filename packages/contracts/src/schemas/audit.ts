import { z } from 'zod/mini';
import { AUDIT_ACTIONS } from '../rules/audit.js';
import { STAFF_ROLES } from '../rules/staff.js';
import { isoDateSchema } from './common.js';

const staffRoleSchema = z.enum(STAFF_ROLES);
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** A JSON object of the fields an act changed (before, after). */
const changedFields = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actor: z.object({ id: z.string(), email: z.string(), roles: z.array(staffRoleSchema) }),
    action: auditActionSchema,
    target: z.object({ type: z.string(), id: z.string() }),
    before: changedFields,
    after: changedFields,
    request: z.object({ id: z.string(), ip: z.string() }),
    prevHash: z.string(),
    // sha256(prevHash + the canonical JSON of the entry), hex; id: the position in the chain, growing by one.
    hash: z.string(),
  })
  .register(z.globalRegistry, { id: 'AuditEntry', description: 'One act of a staff member, as recorded.' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const shortText = z.string().check(z.trim(), z.maxLength(200));

/**
 * The 'Auditoria' filters: person (an account id, exactly, or part of an e-mail), action, target (type, id),
 * period (São Paulo days, inclusive); newest first, a page of `limit` before `cursor`.
 */
export const auditQuerySchema = z.object({
  pessoa: z.optional(shortText),
  acao: z.optional(auditActionSchema),
  alvoTipo: z.optional(z.string().check(z.regex(/^[a-z-]{1,40}$/, 'Tipo de alvo inválido.'))),
  alvoId: z.optional(shortText),
  de: z.optional(isoDateSchema),
  ate: z.optional(isoDateSchema),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 50),
  cursor: z.optional(z.string().check(z.regex(/^[0-9]{1,19}$/, 'Cursor inválido.'))),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** The chain re-computed: whole, or the first entry that does not match and why. */
export const auditVerificationSchema = z
  .object({
    ok: z.boolean(),
    checked: z.int(),
    firstId: z.nullable(z.string()),
    lastId: z.nullable(z.string()),
    broken: z.nullable(z.object({ id: z.string(), reason: z.string() })),
  })
  .register(z.globalRegistry, { id: 'AuditVerification', description: 'The audit chain re-computed.' });
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
