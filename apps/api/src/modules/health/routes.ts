import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiPaths, healthSchema } from '@game-assist/contracts';

/** A database that has not answered the ping by then counts as down. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

/** The ping's answer, or false once `timeoutMs` has passed without one (a hung database). */
export async function pingWithin(ping: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().catch(() => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthRoutesOptions {
  ping: () => Promise<boolean>;
  pingTimeoutMs: number;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping, pingTimeoutMs }) => {
  app.get(
    apiPaths.health,
    // 503 is either a degraded report or the overload answer.
    { schema: { response: { 200: healthSchema, 503: z.union([healthSchema, apiErrorSchema]) } } },
    async (_request, reply) => {
      const up = await pingWithin(ping, pingTimeoutMs);
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
