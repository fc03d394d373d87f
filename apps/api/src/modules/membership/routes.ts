import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  JWKS_PATH,
  jwksSchema,
  memberCardRefusalSchema,
  memberCardSchema,
  subscriptionSchema,
  type MemberCardRefusal,
  type SubscriptionStatus,
  verifyCardBodySchema,
  verifyCardResponseSchema,
} from '@game-assist/contracts';
import { errorBody, HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import type { CardKeys } from './card-keys.js';
import type { MembershipService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const NONE = 'Assinatura não encontrada.';
const HOUR = 60 * 60_000;

const CARD_REFUSALS: Partial<Record<SubscriptionStatus, string>> = {
  'aguardando-pagamento': 'Sua carteirinha é emitida quando o primeiro pagamento da assinatura é confirmado.',
  suspensa: 'Sua assinatura está suspensa por falta de pagamento: pague a renovação para voltar a usar a carteirinha.',
  cancelada: 'Sua assinatura foi cancelada: a carteirinha não vale mais.',
};

const cardRefusal = (status: SubscriptionStatus): MemberCardRefusal => ({
  ...errorBody(403, CARD_REFUSALS[status] ?? 'Sua assinatura não está ativa.'),
  code: 'assinatura-inativa',
  status,
});

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
    {
      preHandler: requireAuth,
      schema: { response: { 200: memberCardSchema, 403: memberCardRefusalSchema, ...errors } },
    },
    async (request, reply) => {
      const outcome = await service.issueCard(request.accountId);
      if (!outcome) throw new HttpError(404, NONE);
      if ('refused' in outcome) return reply.code(403).send(cardRefusal(outcome.refused));
      return outcome.card;
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
