import { z } from 'zod/mini';
import { STAFF_LIST_STATUSES, STAFF_ROLES } from '../rules/staff.js';
import { emailSchema } from './common.js';

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** GET /api/operador/eu: who is signed in on the staff side, and what their roles let the desk show. */
export const staffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  nome: z.string(),
  roles: z.array(staffRoleSchema),
  /** When the session's passkey was last checked (money actions ask again past 10 minutes); null for a legacy operator. */
  verifiedAt: z.nullable(z.string()),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

const rolesSchema = z
  .array(staffRoleSchema, { error: 'Escolha as funções.' })
  .check(
    z.minLength(1, 'Escolha ao menos uma função.'),
    z.maxLength(STAFF_ROLES.length, 'Escolha cada função uma vez.'),
  );

/** One person in 'Equipe' (GET /api/admin/equipe). */
export const staffMemberSchema = z
  .object({
    /** The account's id; for someone invited before they had an account, the invitation's. */
    id: z.string(),
    /** '' while nobody has given one (an invitation without an account). */
    nome: z.string(),
    email: z.string(),
    roles: z.array(staffRoleSchema),
    status: z.enum(STAFF_LIST_STATUSES),
    hasPasskey: z.boolean(),
    /** The last sign-in with a staff passkey; null: never. */
    lastSignInAt: z.nullable(z.string()),
    /** Until when an invitation's or a reset's passkey enrolment is open (past: it expired); null: none open. */
    enrolmentUntil: z.nullable(z.string()),
    /** False: invited before having an account; the invitation waits for a sign-up with this e-mail. */
    hasAccount: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'StaffMember', description: "One person of the central's staff." });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /api/admin/equipe: invite by e-mail, with the roles the person will hold. */
export const staffInviteSchema = z.strictObject({ email: emailSchema, roles: rolesSchema });
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** PATCH /api/admin/equipe/:id: new roles, or suspend ('suspensa') / reactivate ('ativa'); one change at a time. */
export const staffUpdateSchema = z.union([
  z.strictObject({ roles: rolesSchema }),
  z.strictObject({ status: z.enum(['ativa', 'suspensa'], { error: 'Situação inválida.' }) }),
]);
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

export const staffIdParamsSchema = z.object({ id: z.string().check(z.uuid('Pessoa da equipe não encontrada.')) });
/** POST /api/operador/reverificacao: the staff session's passkey checked again, now. */
export const staffCheckSchema = z.object({ verifiedAt: z.string() });
export type StaffCheck = z.infer<typeof staffCheckSchema>;
