import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  affiliateLinkSchema,
  affiliateSchema,
  apiErrorSchema,
  apiRoutePatterns,
  codeParamSchema,
  idParamSchema,
} from '@game-assist/contracts';
import type { Database } from '../../db/client.js';
import { affiliateLinks, affiliates } from '../../db/schema.js';
import { HttpError } from '../../plugins/error-handler.js';

const PUBLIC_CACHE = 'public, max-age=300';
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Public partner data: what the onboarding screen shows when a partner link is followed. */
export const affiliateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiRoutePatterns.affiliate,
    { schema: { params: idParamSchema, response: { 200: affiliateSchema, ...errors } } },
    async (request, reply) => {
      const [row] = await db.select().from(affiliates).where(eq(affiliates.id, request.params.id)).limit(1);
      if (!row) throw new HttpError(404, 'Parceiro não encontrado.');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { affiliate_id: row.id, affiliate_name: row.name, status: row.status, profile: row.profile };
    },
  );

  app.get(
    apiRoutePatterns.affiliateLink,
    { schema: { params: codeParamSchema, response: { 200: affiliateLinkSchema, ...errors } } },
    async (request, reply) => {
      const [row] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.code, request.params.code)).limit(1);
      if (!row) throw new HttpError(404, 'Link de parceiro não encontrado.');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return {
        link_id: row.code,
        affiliate_id: row.affiliateId,
        plan_id: row.planId,
        product_name: row.productName,
        url: row.url,
        expirationDate: row.expirationDate,
        status: row.status,
      };
    },
  );
};
