import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  revealBodySchema,
  revealedContactSchema,
  subscriberIdParamsSchema,
  subscriberRecordSchema,
  subscriberSearchQuerySchema,
  subscriberSearchResultSchema,
} from '@game-assist/contracts';
import { auditContext, requireRole } from '#api/plugins/auth.js';
import type { LookupService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const params = subscriberIdParamsSchema;

/** 'Assinantes' (#67): the staff find a subscriber and read their page; each read is on the audit log. */
export const lookupRoutes: FastifyPluginAsyncZod<{ service: LookupService }> = async (app, { service }) => {
  app.get(
    apiPaths.subscriberLookup,
    {
      preHandler: requireRole(apiRoutes.subscriberLookup.role),
      schema: { querystring: subscriberSearchQuerySchema, response: { 200: subscriberSearchResultSchema, ...errors } },
    },
    async (request) => service.search(request.query, auditContext(request)),
  );

  app.get(
    apiRoutePatterns.subscriberRecord,
    {
      preHandler: requireRole(apiRoutes.subscriberRecord.role),
      schema: { params, response: { 200: subscriberRecordSchema, 404: apiErrorSchema, ...errors } },
    },
    async (request) => service.record(request.params.id, auditContext(request)),
  );

  app.post(
    apiRoutePatterns.revealSubscriberContact,
    {
      preHandler: requireRole(apiRoutes.revealSubscriberContact.role),
      schema: {
        params,
        body: revealBodySchema,
        response: { 200: revealedContactSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.reveal(request.params.id, auditContext(request)),
  );
};
