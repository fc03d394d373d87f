import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, apiRoutePatterns, idParamSchema, offerLinesSchema } from '@game-assist/contracts';
import type { OfferService } from './service.js';

const PUBLIC_CACHE = 'public, max-age=300';

export const offerRoutes: FastifyPluginAsyncZod<{ service: OfferService }> = async (app, { service }) => {
  app.get(
    apiRoutePatterns.plan,
    {
      schema: { params: idParamSchema, response: { 200: offerLinesSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      const lines = await service.planLines(request.params.id);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return lines;
    },
  );

  app.get(apiPaths.addons, { schema: { response: { 200: offerLinesSchema } } }, async (_request, reply) => {
    const lines = await service.addonLines();
    reply.header('Cache-Control', PUBLIC_CACHE);
    return lines;
  });
};
