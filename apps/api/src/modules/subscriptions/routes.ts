import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  cancelBodySchema,
  cancellationPreviewSchema,
  cancellationSchema,
  emptyBodySchema,
  subscriptionSchema,
  undoCancellationResponseSchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import type { SubscriptionService } from './service.js';

const cancelErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const errors = { ...cancelErrors, 429: apiErrorSchema };

/** The subscriber's own subscription, and cancelling it. */
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

  app.get(
    apiPaths.cancellationPreview,
    {
      preHandler: requireAuth,
      schema: { response: { 200: cancellationPreviewSchema, 409: apiErrorSchema, ...cancelErrors } },
    },
    async (request) => service.previewCancellation(request.accountId),
  );

  app.post(
    apiPaths.cancelSubscription,
    {
      preHandler: requireAuth,
      schema: {
        body: cancelBodySchema,
        response: { 200: cancellationSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...cancelErrors },
      },
    },
    async (request) => service.cancelSubscription(request.accountId, request.body),
  );

  app.post(
    apiPaths.undoCancellation,
    {
      preHandler: requireAuth,
      schema: {
        body: emptyBodySchema,
        response: { 200: undoCancellationResponseSchema, 409: apiErrorSchema, ...cancelErrors },
      },
    },
    async (request) => {
      await service.undoCancellation(request.accountId);
      return { undone: true as const };
    },
  );
};
