import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiPaths, healthSchema } from '@game-assist/contracts';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get(
    apiPaths.health,
    // 503 is either a degraded report or the overload answer.
    { schema: { response: { 200: healthSchema, 503: z.union([healthSchema, apiErrorSchema]) } } },
    async (_request, reply) => {
      const up = await ping();
      return reply
        .code(up ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          uptimeSeconds: Math.round(process.uptime()),
        });
    },
  );
};
