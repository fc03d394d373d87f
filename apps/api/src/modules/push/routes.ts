import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import { PushSubscriptionRefused, type PushService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Web push: the key browsers subscribe with, and each device's subscription. */
export const pushRoutes: FastifyPluginAsyncZod<{ service: PushService }> = async (app, { service }) => {
  app.get(apiPaths.pushPublicKey, { schema: { response: { 200: pushPublicKeySchema } } }, async (_request, reply) => {
    // The same for everyone until the keys change.
    void reply.header('Cache-Control', 'public, max-age=3600');
    return service.publicKey();
  });

  app.post(
    apiPaths.pushSubscriptions,
    {
      preHandler: requireAuth,
      schema: { body: pushSubscriptionInputSchema, response: { 201: pushSubscriptionSchema, ...errors } },
    },
    async (request, reply) => {
      try {
        const stored = await service.subscribe(request.accountId, request.body);
        return await reply.code(201).send(stored);
      } catch (error) {
        if (error instanceof PushSubscriptionRefused) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );

  app.delete(
    apiRoutePatterns.pushSubscription,
    {
      preHandler: requireAuth,
      schema: { params: z.object({ id: z.string() }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      if (!(await service.unsubscribe(request.accountId, request.params.id))) {
        throw new HttpError(404, 'Inscrição de notificações não encontrada.');
      }
      return reply.code(204).send(null);
    },
  );
};
