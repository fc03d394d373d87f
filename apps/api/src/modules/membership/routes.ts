import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  memberCardSchema,
  subscriptionSchema,
  verifyCardBodySchema,
  verifyCardResponseSchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
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
