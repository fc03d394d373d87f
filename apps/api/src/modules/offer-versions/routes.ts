import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  offerContentSchema,
  offerDiffSchema,
  offerDraftSchema,
  offerProblemsErrorSchema,
  offerVersionListSchema,
  offerVersionParamsSchema,
  offerVersionSchema,
  publishOfferBodySchema,
} from '@game-assist/contracts';
import { auditContext, requireRole, requireStepUp } from '#api/plugins/auth.js';
import type { OfferVersions } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** 'Catálogo' (#68, administrador): the versions, the draft, its diff and publishing it. */
export const offerVersionRoutes: FastifyPluginAsyncZod<{ versions: OfferVersions }> = async (app, { versions }) => {
  const role = requireRole(apiRoutes.adminOfferVersions.role);
  app.get(
    apiPaths.adminOfferVersions,
    { preHandler: role, schema: { response: { 200: offerVersionListSchema, ...errors } } },
    async () => ({ items: await versions.versions() }),
  );
  app.get(
    apiPaths.adminOfferDraft,
    { preHandler: role, schema: { response: { 200: offerDraftSchema, ...errors } } },
    async () => versions.draft(),
  );
  app.put(
    apiPaths.adminOfferDraft,
    { preHandler: role, schema: { body: offerContentSchema, response: { 200: offerDraftSchema, ...errors } } },
    async (request) => versions.saveDraft(request.body),
  );
  app.post(
    apiPaths.adminOfferPublish,
    {
      preHandler: [requireRole(apiRoutes.adminOfferPublish.role), requireStepUp],
      schema: {
        body: publishOfferBodySchema,
        response: { 201: offerVersionSchema, 409: apiErrorSchema, 422: offerProblemsErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await versions.publish(auditContext(request), request.body)),
  );
  app.get(
    apiRoutePatterns.adminOfferDiff,
    {
      preHandler: role,
      schema: { params: offerVersionParamsSchema, response: { 200: offerDiffSchema, 404: apiErrorSchema, ...errors } },
    },
    async (request) => versions.diff(Number(request.params.n)),
  );
};
