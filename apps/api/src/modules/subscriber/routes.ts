import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  emptyBodySchema,
  phoneCodeResponseSchema,
  subscriberPatchSchema,
  subscriberSchema,
  usersResponseSchema,
  verifyPhoneBodySchema,
} from '@game-assist/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { featuredUsers } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireAuth } from '../auth/require-auth.js';
import { findSubscriber, updateSubscriber } from './repository.js';
import type { PhoneVerification } from './phone-verification.js';
import { createSubscriberCache } from './subscriber-cache.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const GONE = 'Sessão inválida ou expirada. Entre novamente.';

const HOUR = 60 * 60_000;

export const subscriberRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  phone: PhoneVerification;
  /** SMS codes asked for per IP per hour (each one costs a message). */
  codeIpLimitPerHour: number;
}> = async (app, { db, clock, phone, codeIpLimitPerHour }) => {
  const cache = createSubscriberCache({ read: (accountId) => findSubscriber(db, accountId), clock });

  // Like GET /coberturas, no response schema here: the body is `subscriberSchema`, checked and
  // serialized by the cache when it fills, and sent as those bytes on every hit (documented only).
  const documentedResponses = { 200: subscriberSchema, ...errors };
  app.get(apiPaths.subscriber, { preHandler: requireAuth, config: { documentedResponses } }, async (request, reply) => {
    const body = await cache.get(request.accountId);
    // A valid token for an account that no longer exists is no session at all.
    if (body === undefined) throw new HttpError(401, GONE);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.patch(
    apiPaths.subscriber,
    {
      preHandler: requireAuth,
      schema: { body: subscriberPatchSchema, response: { 200: subscriberSchema, ...errors } },
    },
    async (request) => {
      let subscriber;
      try {
        subscriber = await db.transaction(async (tx) => {
          if (!(await updateSubscriber(tx, request.accountId, request.body, clock.now()))) return undefined;
          return findSubscriber(tx, request.accountId);
        });
      } finally {
        // After the commit (or rollback): drops the cached copy and any read still in flight.
        cache.invalidate(request.accountId);
      }
      if (!subscriber) throw new HttpError(401, GONE);
      return subscriber;
    },
  );

  app.post(
    apiPaths.phoneCode,
    {
      preHandler: requireAuth,
      config: { rateLimit: { max: codeIpLimitPerHour, timeWindow: HOUR } },
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
    async (request, reply) => reply.code(202).send(await phone.sendCode(request.accountId)),
  );

  app.post(
    apiPaths.phoneVerify,
    {
      preHandler: requireAuth,
      config: { rateLimit: { max: codeIpLimitPerHour * 2, timeWindow: HOUR } },
      schema: { body: verifyPhoneBodySchema, response: { 200: subscriberSchema, ...errors } },
    },
    async (request) => {
      await phone.verify(request.accountId, request.body.otp);
      cache.invalidate(request.accountId);
      const subscriber = await findSubscriber(db, request.accountId);
      if (!subscriber) throw new HttpError(401, GONE);
      return subscriber;
    },
  );

  app.get(
    apiPaths.users,
    { preHandler: requireAuth, schema: { response: { 200: usersResponseSchema, ...errors } } },
    async () => {
      const users = await db
        .select({ id: featuredUsers.id, name: featuredUsers.name, photo: featuredUsers.photo })
        .from(featuredUsers)
        .orderBy(asc(featuredUsers.position));
      return { users };
    },
  );
};
