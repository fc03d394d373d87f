import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  apiErrorSchema,
  acceptDependantInviteSchema,
  apiPaths,
  apiRoutePatterns,
  authSessionSchema,
  type AuthSession,
  cardRevocationListSchema,
  createDependantSchema,
  dependantIdParamsSchema,
  dependantInviteSentSchema,
  dependantListSchema,
  dependantSchema,
  inviteDependantSchema,
  personQuerySchema,
  updateDependantSchema,
  CRL_PATTERN,
  JWKS_PATH,
  jwksSchema,
  memberCardRefusalSchema,
  memberCardSchema,
  verifyCardBodySchema,
  verifyCardResponseSchema,
  verifyCardTokenBodySchema,
  verifyCardTokenResponseSchema,
} from '@game-assist/contracts';
import { retryAfter } from '#api/modules/one-time-codes/index.js';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import { perHour, type RouteLimits } from '#api/plugins/rate-limit.js';
import type { CardKeys } from './card-keys.js';
import type { DependantService } from './dependants.js';
import type { MembershipService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const familyErrors = { ...errors, 403: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The subscription record, the member card, and its verification for providers. */
export const membershipRoutes: FastifyPluginAsyncZod<{
  service: MembershipService;
  limits: Pick<RouteLimits, 'CARD_VERIFY_IP_LIMIT_PER_HOUR' | 'CARD_TOKEN_IP_LIMIT_PER_HOUR'>;
}> = async (app, { service, limits }) => {
  app.get(
    apiPaths.memberCard,
    {
      preHandler: requireAuth,
      schema: {
        querystring: personQuerySchema,
        response: { 200: memberCardSchema, 403: memberCardRefusalSchema, ...errors },
      },
    },
    async (request) => service.issueCard(request.accountId, request.query.pessoa),
  );

  app.post(
    apiPaths.verifyMemberCard,
    {
      config: perHour(limits.CARD_VERIFY_IP_LIMIT_PER_HOUR),
      schema: { body: verifyCardBodySchema, response: { 200: verifyCardResponseSchema, ...errors } },
    },
    async (request) => {
      if (!service.looksLikeCard(request.body.token))
        throw new HttpError(400, 'Isto não é uma carteirinha Game Assist.');
      return service.verifyCard(request.body.token);
    },
  );

  app.post(
    apiPaths.verifyCardToken,
    {
      config: perHour(limits.CARD_TOKEN_IP_LIMIT_PER_HOUR),
      schema: { body: verifyCardTokenBodySchema, response: { 200: verifyCardTokenResponseSchema, ...errors } },
    },
    async (request) => {
      const outcome = await service.verifyCardToken(request.body.memberNumber, request.body.token);
      if ('wait' in outcome) throw new HttpError(429, TOKEN_LOCKED, retryAfter(outcome.wait));
      return outcome;
    },
  );
};

const TOKEN_LOCKED = 'Muitos tokens errados para esta carteirinha. Tente de novo mais tarde.';

/**
 * The cards' public keys at the origin's root (`/.well-known/jwks.json`, outside /api): every key
 * whose cards may still be valid, so keys rotate without breaking cards in pockets.
 */
export const cardKeyRoutes: FastifyPluginAsyncZod<{ cardKeys: CardKeys; service: MembershipService }> = async (
  app,
  { cardKeys, service },
) => {
  const jwks = jwksSchema.parse({ keys: cardKeys.published });
  app.get(JWKS_PATH, { schema: { response: { 200: jwksSchema } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=3600');
    return jwks;
  });

  // Short-lived and revalidated: a verifier online learns of a suspension within minutes.
  app.get(
    CRL_PATTERN,
    {
      schema: {
        params: z.object({ kid: z.string().max(100) }),
        response: { 200: cardRevocationListSchema, 304: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await service.revocationList(request.params.kid);
      if (!list) throw new HttpError(404, 'Chave desconhecida.');
      const etag = `"${createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 27)}"`;
      void reply.header('Cache-Control', 'public, max-age=300, must-revalidate').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return list;
    },
  );
};

/**
 * The titular's dependants (docs/product.md, 'Family'). Accepting an invitation signs the
 * dependant in, so `accept` is given by auth, which owns sessions.
 */
export const dependantRoutes: FastifyPluginAsyncZod<{
  dependants: DependantService;
  accept(body: { email: string; code: string }, userAgent: string | undefined): Promise<AuthSession>;
  /** Per IP, as auth's code checks are: twice AUTH_IP_LIMIT_PER_HOUR. */
  limits: Pick<RouteLimits, 'AUTH_IP_LIMIT_PER_HOUR'>;
}> = async (app, { dependants, accept, limits }) => {
  app.get(
    apiPaths.dependants,
    { preHandler: requireAuth, schema: { response: { 200: dependantListSchema, ...familyErrors } } },
    async (request) => dependants.list(request.accountId),
  );

  app.post(
    apiPaths.dependants,
    {
      preHandler: requireAuth,
      schema: { body: createDependantSchema, response: { 201: dependantSchema, ...familyErrors } },
    },
    async (request, reply) => reply.code(201).send(await dependants.add(request.accountId, request.body)),
  );

  app.patch(
    apiRoutePatterns.dependant,
    {
      preHandler: requireAuth,
      schema: {
        params: dependantIdParamsSchema,
        body: updateDependantSchema,
        response: { 200: dependantSchema, ...familyErrors },
      },
    },
    async (request) => dependants.update(request.accountId, request.params.id, request.body),
  );

  app.delete(
    apiRoutePatterns.dependant,
    {
      preHandler: requireAuth,
      schema: { params: dependantIdParamsSchema, response: { 204: z.null(), ...familyErrors } },
    },
    async (request, reply) => {
      await dependants.remove(request.accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    apiRoutePatterns.dependantInvite,
    {
      preHandler: requireAuth,
      schema: {
        params: dependantIdParamsSchema,
        body: inviteDependantSchema,
        response: { 202: dependantInviteSentSchema, ...familyErrors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await dependants.invite(request.accountId, request.params.id, request.body.email)),
  );

  app.post(
    apiPaths.acceptDependantInvite,
    {
      config: perHour(limits.AUTH_IP_LIMIT_PER_HOUR * 2),
      schema: { body: acceptDependantInviteSchema, response: { 201: authSessionSchema, ...familyErrors } },
    },
    async (request, reply) => reply.code(201).send(await accept(request.body, request.headers['user-agent'])),
  );
};
