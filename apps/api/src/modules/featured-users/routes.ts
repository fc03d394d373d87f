import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, usersResponseSchema } from '@game-assist/contracts';
import { requireAuth } from '#api/plugins/auth.js';
import type { FeaturedUserService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const featuredUserRoutes: FastifyPluginAsyncZod<{ service: FeaturedUserService }> = async (app, { service }) => {
  app.get(
    apiPaths.users,
    { preHandler: requireAuth, schema: { response: { 200: usersResponseSchema, ...errors } } },
    async () => service.list(),
  );
};
