import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rolesAllow, STAFF_ROLE_LABELS, type StaffAccess } from '@game-assist/contracts';
import { errorBody } from '#api/lib/http-errors.js';
import type { AccessTokens, EndedSessions } from '#api/modules/auth/index.js';
import type { AuditContext } from '#api/modules/audit/index.js';
import type { StaffActor, StaffRefusal, StaffService, StepUp } from '#api/modules/staff/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The account as a staff member in a staff session, or why not: modules/staff. */
    staffAuthorize: StaffService['authorize'];
    /** Whether a money action must ask for the staff passkey again (modules/staff/step-up.ts). */
    staffStepUpDue: StepUp['due'];
    /** Whether the sign-in behind an access token has ended (modules/auth/ended-sessions.ts). */
    sessionEnded: EndedSessions['isEnded'];
  }
  interface FastifyRequest {
    accountId: string;
    /** Set by requireAuth: the sign-in (refresh-token family) the access token came from, when it says. */
    sessionId: string | undefined;
    /** Set by requireRole: the staff member acting (what the audit log records as the actor). */
    staff: StaffActor;
    /** Set by requireRole: the staff session's last passkey check (null: a legacy OPERATOR_EMAILS operator). */
    staffVerifiedAt: Date | null;
  }
}

/** Who is signed in: the access tokens every route's `requireAuth` checks the bearer token with. */
export const authentication = fp<{
  accessTokens: AccessTokens;
  staffAuthorize: StaffService['authorize'];
  staffStepUpDue: StepUp['due'];
  sessionEnded: EndedSessions['isEnded'];
}>(
  async (app, { accessTokens, staffAuthorize, staffStepUpDue, sessionEnded }) => {
    app.decorate('accessTokens', accessTokens);
    app.decorate('staffAuthorize', staffAuthorize);
    app.decorate('staffStepUpDue', staffStepUpDue);
    app.decorate('sessionEnded', sessionEnded);
    // Who may call comes before what they sent: a route names requireAuth/requireRole as a
    // preHandler, and they run at preValidation, so a caller without the right gets 401/403, never
    // a 400 about a body they may not send (the other preHandlers still run after them).
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler ?? []].flat();
      const checks = handlers.filter(isAccessCheck);
      if (checks.length === 0) return;
      route.preHandler = handlers.filter((handler) => !isAccessCheck(handler));
      route.preValidation = [...checks, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'authentication', fastify: '5.x' },
);

/** preHandler for routes that need a signed-in subscriber: 401 JSON without a valid bearer token. */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization ?? '';
  // RFC 7235: the scheme is case-insensitive, and one or more spaces follow it.
  const match = /^bearer +([A-Za-z0-9_.-]{1,2048})$/i.exec(header);
  const claims = match?.[1] ? await request.server.accessTokens.claims(match[1]) : null;
  // A token of a sign-in that has ended (signed out, ended from another device) is refused too.
  if (
    !claims ||
    (claims.sessionId !== undefined && (await request.server.sessionEnded(claims.accountId, claims.sessionId)))
  ) {
    await reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .header('Cache-Control', 'no-store')
      .send(errorBody(401, 'Sessão inválida ou expirada. Entre novamente.'));
    return;
  }
  request.accountId = claims.accountId;
  request.sessionId = claims.sessionId;
}

type RolePreHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  readonly role: StaffAccess;
};

const roleChecks = new Map<StaffAccess, RolePreHandler>();

/** What a refused staff request is told (403), by why. */
const REFUSALS: Record<StaffRefusal, { message: string; reason?: 'staff-passkey' }> = {
  'not-staff': { message: 'Acesso restrito à equipe.' },
  suspended: { message: 'Seu acesso à equipe está suspenso.' },
  'passkey-needed': { message: 'Entre com a sua chave de acesso.', reason: 'staff-passkey' },
  'session-over': {
    message: 'Sua sessão da equipe terminou. Entre com a sua chave de acesso de novo.',
    reason: 'staff-passkey',
  },
};

/**
 * preHandler of a staff route (its `role` in the contracts' route table): signed in with a staff
 * passkey (a session of 12 h at most, 30 min idle), an active staff member, holding the role or
 * `administrador`; 403 naming the role otherwise. One function per role, so the API document and
 * the route tests can read the role back (`roleOf`).
 */
export function requireRole(role: StaffAccess): RolePreHandler {
  const known = roleChecks.get(role);
  if (known) return known;
  const check = Object.assign(
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await requireAuth(request, reply);
      if (reply.sent) return;
      const found = await request.server.staffAuthorize(request.accountId, request.sessionId);
      if (typeof found === 'string') {
        const { message, reason } = REFUSALS[found];
        await reply.code(403).send(errorBody(403, message, { role, ...(reason ? { reason } : {}) }));
        return;
      }
      if (!rolesAllow(found.actor.roles, role)) {
        const label = STAFF_ROLE_LABELS[role];
        await reply.code(403).send(errorBody(403, `Esta área é da função ${label}, que você não tem.`, { role }));
        return;
      }
      request.staff = found.actor;
      request.staffVerifiedAt = found.verifiedAt;
    },
    { role },
  );
  roleChecks.set(role, check);
  return check;
}

/** What a money action answers when the staff session's passkey check is too old (`staff-step-up`). */
export const STEP_UP_MESSAGE =
  'Confirme com a sua chave de acesso: a última confirmação foi há mais de 10 minutos. Nada mudou.';

/**
 * preHandler of a money action, after its requireRole (routes whose table entry says `stepUp`): 403
 * `staff-step-up` when the staff session's last passkey check is older than STAFF_STEP_UP_MS.
 */
export async function requireStepUp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.sent || !request.server.staffStepUpDue(request.staffVerifiedAt)) return;
  await reply.code(403).send(errorBody(403, STEP_UP_MESSAGE, { reason: 'staff-step-up' }));
}

/** The role a preHandler checks, when it is one of requireRole's. */
export function roleOf(handler: unknown): StaffAccess | undefined {
  for (const [role, check] of roleChecks) if (check === handler) return role;
  return undefined;
}

/** Whether a route hook is requireAuth or one of requireRole's. */
const isAccessCheck = (handler: unknown) => handler === requireAuth || roleOf(handler) !== undefined;

/** A route's access checks and its other preHandlers, in the order they run. */
export const routeChecks = (route: { preValidation?: unknown; preHandler?: unknown }): unknown[] =>
  [route.preValidation ?? [], route.preHandler ?? []].flat();

/** The audit log's who and how of a staff route's request (after requireRole). */
export function auditContext(request: FastifyRequest): AuditContext {
  return { actor: request.staff, request: { id: request.id, ip: request.ip } };
}
