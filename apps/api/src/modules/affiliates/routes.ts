import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateLinkSchema,
  affiliateSchema,
  apiErrorSchema,
  apiRoutePatterns,
  codeParamSchema,
  idParamSchema,
} from '@game-assist/contracts';
import type { AffiliateService } from './service.js';

const PUBLIC_CACHE = 'public, max-age=300';
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const affiliateRoutes: FastifyPluginAsyncZod<{ service: AffiliateService }> = async (app, { service }) => {
  app.get(
    apiRoutePatterns.affiliate,
    { schema: { params: idParamSchema, response: { 200: affiliateSchema, ...errors } } },
    async (request, reply) => {
      const affiliate = await service.affiliate(request.params.id);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return affiliate;
    },
  );

  app.get(
    apiRoutePatterns.affiliateLink,
    { schema: { params: codeParamSchema, response: { 200: affiliateLinkSchema, ...errors } } },
    async (request, reply) => {
      const link = await service.link(request.params.code);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return link;
    },
  );
};
