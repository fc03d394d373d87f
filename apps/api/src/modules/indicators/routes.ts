import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiPaths, apiRoutes, indicatorsQuerySchema, indicatorsSchema } from '@game-assist/contracts';
import { requireRole } from '#api/plugins/auth.js';
import { indicatorsCsv } from './csv.js';
import type { IndicatorService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** 'Indicadores' (#67): the monthly figures as JSON, or as CSV with `Accept: text/csv`. */
export const indicatorRoutes: FastifyPluginAsyncZod<{ service: IndicatorService }> = async (app, { service }) => {
  app.get(
    apiPaths.adminIndicators,
    {
      preHandler: requireRole(apiRoutes.adminIndicators.role),
      schema: {
        querystring: indicatorsQuerySchema,
        response: {
          200: z.union([indicatorsSchema, z.string().meta({ contentMediaType: 'text/csv' })]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const indicators = await service.read(request.query);
      reply.header('Cache-Control', 'private, no-store');
      if (!/\btext\/csv\b/i.test(request.headers.accept ?? '')) return indicators;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="indicadores-${indicators.from}-a-${indicators.to}.csv"`)
        .serializer((payload: unknown) => String(payload))
        .send(indicatorsCsv(indicators));
    },
  );
};
