import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, healthSchema } from '@game-assist/contracts';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
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
