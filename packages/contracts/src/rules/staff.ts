/** The staff's roles (#66); a person may hold several. `administrador` may do everything the others may. */
export const STAFF_ROLES = ['atendimento', 'financeiro', 'administrador'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff route needs: one role, or `equipe` (any active staff member). */
export type StaffAccess = StaffRole | 'equipe';
export const STAFF_ACCESS = [...STAFF_ROLES, 'equipe'] as const satisfies readonly StaffAccess[];

/** A money action asks for the passkey again when the staff session's last check is older than this (#66). */
export const STAFF_STEP_UP_MS = 10 * 60_000;

/** How each role is named on screens and in the API's refusals. */
export const STAFF_ROLE_LABELS: Record<StaffAccess, string> = {
  atendimento: 'Atendimento',
  financeiro: 'Financeiro',
  administrador: 'Administrador',
  equipe: 'Equipe',
};

/** Whether someone holding `roles` may do what needs `needed`. */
export const rolesAllow = (roles: readonly StaffRole[], needed: StaffAccess): boolean =>
  needed === 'equipe' ? roles.length > 0 : roles.includes(needed) || roles.includes('administrador');

/** The roles in their one order, each once: how the API stores and answers them. */
export const sortedRoles = (roles: Iterable<StaffRole>): StaffRole[] => {
  const held = new Set(roles);
  return STAFF_ROLES.filter((role) => held.has(role));
};

/** How 'Equipe' lists a person: invited (no staff passkey yet), active or suspended; a removed one is not listed. */
export const STAFF_LIST_STATUSES = ['convidada', 'ativa', 'suspensa'] as const;
export type StaffListStatus = (typeof STAFF_LIST_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffListStatus, string> = {
  convidada: 'Convidada',
  ativa: 'Ativa',
  suspensa: 'Suspensa',
};

/** How long an invitation's or a passkey reset's enrolment stays open (the person registers their staff passkey). */
export const STAFF_ENROLMENT_HOURS = 48;
