import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/error-handler.js';
import type { AccessTokens } from './access-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Set by requireAuth: the signed-in account. */
    accountId: string;
  }
}

/** preHandler for routes that need a signed-in subscriber: 401 JSON without a valid bearer token. */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_.-]{1,2048})$/.exec(header);
  const accountId = match?.[1] ? await request.server.accessTokens.verify(match[1]) : null;
  if (!accountId) {
    await reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .header('Cache-Control', 'no-store')
      .send(errorBody(401, 'Sessão inválida ou expirada. Entre novamente.'));
    return;
  }
  request.accountId = accountId;
}
