import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '#api/lib/http-errors.js';
import type { AccessTokens, EndedSessions } from '#api/modules/auth/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Whether the account operates the queues (/Operador): OPERATOR_EMAILS names it. */
    isOperator(accountId: string): Promise<boolean>;
    /** Whether the sign-in behind an access token has ended (modules/auth/ended-sessions.ts). */
    sessionEnded: EndedSessions['isEnded'];
  }
  interface FastifyRequest {
    accountId: string;
    /** Set by requireAuth: the sign-in (refresh-token family) the access token came from, when it says. */
    sessionId: string | undefined;
  }
}

/** Who is signed in: the access tokens every route's `requireAuth` checks the bearer token with. */
export const authentication = fp<{
  accessTokens: AccessTokens;
  isOperator(accountId: string): Promise<boolean>;
  sessionEnded: EndedSessions['isEnded'];
}>(
  async (app, { accessTokens, isOperator, sessionEnded }) => {
    app.decorate('accessTokens', accessTokens);
    app.decorate('isOperator', isOperator);
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

/** preHandler for the operators' routes: signed in, and an operator; 403 for everyone else. */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireAuth(request, reply);
  if (reply.sent) return;
  if (await request.server.isOperator(request.accountId)) return;
  await reply.code(403).send(errorBody(403, 'Acesso restrito aos operadores.'));
}
