import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  emptyBodySchema,
  phoneCodeResponseSchema,
  subscriberPatchSchema,
  subscriberSchema,
  verifyPhoneBodySchema,
} from '@game-assist/contracts';
import { requireAuth } from '#api/plugins/auth.js';
import { perHour, type RouteLimits } from '#api/plugins/rate-limit.js';
import type { SubscriberService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const subscriberRoutes: FastifyPluginAsyncZod<{
  service: SubscriberService;
  /** OTP_IP_LIMIT_PER_HOUR also counts the SMS codes (each one costs a message). */
  limits: Pick<RouteLimits, 'OTP_IP_LIMIT_PER_HOUR'>;
}> = async (app, { service, limits }) => {
  // Like GET /coberturas, no response schema here: the body is `subscriberSchema`, checked and
  // serialized by the cache when it fills, and sent as those bytes on every hit (documented only).
  const documentedResponses = { 200: subscriberSchema, ...errors };
  app.get(apiPaths.subscriber, { preHandler: requireAuth, config: { documentedResponses } }, async (request, reply) => {
    const body = await service.serialized(request.accountId);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.patch(
    apiPaths.subscriber,
    {
      preHandler: requireAuth,
      schema: { body: subscriberPatchSchema, response: { 200: subscriberSchema, ...errors } },
    },
    async (request) => service.update(request.accountId, request.body),
  );

  app.post(
    apiPaths.phoneCode,
    {
      preHandler: requireAuth,
      config: perHour(limits.OTP_IP_LIMIT_PER_HOUR),
      schema: {
        body: emptyBodySchema,
        response: {
          202: phoneCodeResponseSchema,
          ...errors,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await service.sendPhoneCode(request.accountId)),
  );

  app.post(
    apiPaths.phoneVerify,
    {
      preHandler: requireAuth,
      config: perHour(limits.OTP_IP_LIMIT_PER_HOUR * 2),
      schema: { body: verifyPhoneBodySchema, response: { 200: subscriberSchema, ...errors } },
    },
    async (request) => service.verifyPhone(request.accountId, request.body.otp),
  );
};
