import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiPaths, healthSchema } from '@game-assist/contracts';
import type { HealthService } from './service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    apiPaths.health,
    // 503 is either a degraded report or the overload answer.
    { schema: { response: { 200: healthSchema, 503: z.union([healthSchema, apiErrorSchema]) } } },
    async (_request, reply) => {
      const health = await service.check();
      return reply
        .code(health.database === 'up' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(health);
    },
  );
};
