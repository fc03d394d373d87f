import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, subscriptionSchema } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import type { SubscriptionService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The subscriber's own subscription. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (app, { service }) => {
  app.get(
    apiPaths.subscription,
    { preHandler: requireAuth, schema: { response: { 200: subscriptionSchema, ...errors } } },
    async (request) => {
      const subscription = await service.getSubscription(request.accountId);
      if (!subscription) throw new HttpError(404, 'Assinatura não encontrada.');
      return subscription;
    },
  );
};
