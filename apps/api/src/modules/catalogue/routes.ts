import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, catalogueResponseSchema } from '@game-assist/contracts';
import { z } from 'zod';
import { preferredEncoding } from '#api/lib/content-encoding.js';
import type { CatalogueService } from './service.js';

/** Shared by every subscriber: browsers and CDNs may keep it briefly and revalidate by ETag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (app, { service }) => {
  const documentedResponses = {
    200: catalogueResponseSchema,
    304: z.null().describe('Not Modified: the ETag sent in If-None-Match is current.'),
  };
  app.get(apiPaths.catalogue, { config: { documentedResponses } }, async (request, reply) => {
    const { representations, etags } = await service.serialized();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const { body, etag } = representations[encoding ?? 'identity'];
    reply.header('ETag', etag).header('Cache-Control', CATALOGUE_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    // A tag of any representation revalidates the catalogue; the 304 names the one the client holds.
    const held = request.headers['if-none-match']
      ?.split(',')
      .map((tag) => tag.trim())
      .find((tag) => etags.has(tag.replace(/^W\//, '')));
    if (held) return reply.header('ETag', held).code(304).send();
    reply.type('application/json; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
};
