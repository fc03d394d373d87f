import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  JWKS_PATH,
  jwksSchema,
  memberCardSchema,
  subscriptionSchema,
  verifyCardBodySchema,
  verifyCardResponseSchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import type { CardKeys } from './card-keys.js';
import type { MembershipService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const NONE = 'Assinatura não encontrada.';
const HOUR = 60 * 60_000;

/** The subscription record, the member card, and its verification for providers. */
export const membershipRoutes: FastifyPluginAsyncZod<{
  service: MembershipService;
  verifyIpLimitPerHour: number;
}> = async (app, { service, verifyIpLimitPerHour }) => {
  app.get(
    apiPaths.subscription,
    { preHandler: requireAuth, schema: { response: { 200: subscriptionSchema, ...errors } } },
    async (request) => {
      const subscription = await service.getSubscription(request.accountId);
      if (!subscription) throw new HttpError(404, NONE);
      return subscription;
    },
  );

  app.get(
    apiPaths.memberCard,
    { preHandler: requireAuth, schema: { response: { 200: memberCardSchema, ...errors } } },
    async (request) => {
      const card = await service.issueCard(request.accountId);
      if (!card) throw new HttpError(404, NONE);
      return card;
    },
  );

  app.post(
    apiPaths.verifyMemberCard,
    {
      config: { rateLimit: { max: verifyIpLimitPerHour, timeWindow: HOUR } },
      schema: { body: verifyCardBodySchema, response: { 200: verifyCardResponseSchema, ...errors } },
    },
    async (request) => {
      if (!service.looksLikeCard(request.body.token))
        throw new HttpError(400, 'Isto não é uma carteirinha Game Assist.');
      return service.verifyCard(request.body.token);
    },
  );
};

/**
 * The cards' public keys at the origin's root (`/.well-known/jwks.json`, outside /api): every key
 * whose cards may still be valid, so keys rotate without breaking cards in pockets.
 */
export const cardKeyRoutes: FastifyPluginAsyncZod<{ cardKeys: CardKeys }> = async (app, { cardKeys }) => {
  const jwks = jwksSchema.parse({ keys: cardKeys.published });
  app.get(JWKS_PATH, { schema: { response: { 200: jwksSchema } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=3600');
    return jwks;
  });
};
