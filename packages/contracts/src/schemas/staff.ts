import { z } from 'zod/mini';
import { STAFF_ROLES } from '../rules/staff.js';

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
