import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, consentBodySchema, consentListSchema, consentSchema } from '@game-assist/contracts';
import { requireAuth } from '#api/plugins/auth.js';
import type { ConsentService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Consentimentos: the log of what the person agreed to and withdrew, and a new answer. */
export const consentRoutes: FastifyPluginAsyncZod<{ service: ConsentService }> = async (app, { service }) => {
  app.get(
    apiPaths.consents,
    { preHandler: requireAuth, schema: { response: { 200: consentListSchema, ...errors } } },
    async (request) => service.list(request.accountId),
  );

  app.post(
    apiPaths.consents,
    { preHandler: requireAuth, schema: { body: consentBodySchema, response: { 201: consentSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.record(request.accountId, request.body.purpose, request.body.granted)),
  );
};
