import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@game-assist/contracts';
import { preferredEncoding } from '../../lib/content-encoding.js';
import type { CatalogueCache } from './catalogue-cache.js';

/** Shared by every subscriber: browsers and CDNs may keep it briefly and revalidate by ETag. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** An entity tag without its weak prefix and its encoding suffix: the catalogue it names. */
function catalogueOf(tag: string): string {
  return tag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(br|gzip)"$/, '"');
}

export const catalogueRoutes: FastifyPluginAsyncZod<{ cache: CatalogueCache }> = async (app, { cache }) => {
  app.get(apiPaths.coberturas, async (request, reply) => {
    const { body, encoded, etag } = await cache.get();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // Each encoding is a representation of its own, so its entity tag is too (RFC 9110 §8.8.3.3).
    const representationTag = encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
    reply
      .header('ETag', representationTag)
      .header('Cache-Control', CATALOGUE_CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding');
    // A tag of any encoding revalidates the catalogue; the 304 names the representation the client holds.
    const held = request.headers['if-none-match']?.split(',').find((tag) => catalogueOf(tag) === etag);
    if (held) return reply.header('ETag', held.trim()).code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(body);
    return reply.header('Content-Encoding', encoding).send(encoded[encoding]);
  });
};
