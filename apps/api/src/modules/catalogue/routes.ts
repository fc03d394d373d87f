import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@game-assist/contracts';
import type { CatalogueCache } from './catalogue-cache.js';

/** Shared by every subscriber: browsers and CDNs may keep it briefly and revalidate by ETag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const catalogueRoutes: FastifyPluginAsyncZod<{ cache: CatalogueCache }> = async (app, { cache }) => {
  app.get(apiPaths.coberturas, async (request, reply) => {
    const { body, etag } = await cache.get();
    reply.header('ETag', etag).header('Cache-Control', CATALOGUE_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
