import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rolesAllow, STAFF_ROLE_LABELS, type StaffRole } from '@game-assist/contracts';
import { errorBody } from '#api/lib/http-errors.js';
import type { AccessTokens, EndedSessions } from '#api/modules/auth/index.js';
import type { AuditContext } from '#api/modules/audit/index.js';
import type { StaffActor, StaffService } from '#api/modules/staff/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The account as a staff member (roles, status), or why it is not one: modules/staff. */
    staffActor: StaffService['actor'];
    /** Whether the sign-in behind an access token has ended (modules/auth/ended-sessions.ts). */
    sessionEnded: EndedSessions['isEnded'];
  }
  interface FastifyRequest {
    accountId: string;
    /** Set by requireAuth: the sign-in (refresh-token family) the access token came from, when it says. */
    sessionId: string | undefined;
    /** Set by requireRole: the staff member acting (what the audit log records as the actor). */
    staff: StaffActor;
  }
}

/** Who is signed in: the access tokens every route's `requireAuth` checks the bearer token with. */
export const authentication = fp<{
  accessTokens: AccessTokens;
  staffActor: StaffService['actor'];
  sessionEnded: EndedSessions['isEnded'];
}>(
  async (app, { accessTokens, staffActor, sessionEnded }) => {
    app.decorate('accessTokens', accessTokens);
    app.decorate('staffActor', staffActor);
    app.decorate('sessionEnded', sessionEnded);
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

type RolePreHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { readonly role: StaffRole };

const roleChecks = new Map<StaffRole, RolePreHandler>();

/**
 * preHandler of a staff route (its `role` in the contracts' route table): signed in, an active staff
 * member, holding the role or `administrador`; 403 naming the role otherwise. One function per role,
 * so the API document and the route tests can read the role back (`roleOf`).
 */
export function requireRole(role: StaffRole): RolePreHandler {
  const known = roleChecks.get(role);
  if (known) return known;
  const check = Object.assign(
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await requireAuth(request, reply);
      if (reply.sent) return;
      const actor = await request.server.staffActor(request.accountId);
      if (actor === 'suspended') {
        await reply.code(403).send(errorBody(403, 'Seu acesso à equipe está suspenso.', { role }));
        return;
      }
      if (actor === 'not-staff') {
        await reply.code(403).send(errorBody(403, 'Acesso restrito à equipe.', { role }));
        return;
      }
      if (!rolesAllow(actor.roles, role)) {
        const label = STAFF_ROLE_LABELS[role];
        await reply.code(403).send(errorBody(403, `Esta área é da função ${label}, que você não tem.`, { role }));
        return;
      }
      request.staff = actor;
    },
    { role },
  );
  roleChecks.set(role, check);
  return check;
}

/** The role a preHandler checks, when it is one of requireRole's. */
export function roleOf(handler: unknown): StaffRole | undefined {
  for (const [role, check] of roleChecks) if (check === handler) return role;
  return undefined;
}

/** The audit log's who and how of a staff route's request (after requireRole). */
export function auditContext(request: FastifyRequest): AuditContext {
  return { actor: request.staff, request: { id: request.id, ip: request.ip } };
}
