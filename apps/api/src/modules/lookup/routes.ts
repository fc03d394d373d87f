import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  courtesyBodySchema,
  courtesyGrantedSchema,
  endedSubscriberSessionsSchema,
  reissueCardBodySchema,
  reissuedCardSchema,
  resentMailSchema,
  revealBodySchema,
  revealedContactSchema,
  subscriberActionBodySchema,
  subscriberIdParamsSchema,
  subscriberRecordSchema,
  subscriberSearchQuerySchema,
  subscriberSearchResultSchema,
} from '@game-assist/contracts';
import { idempotencyKeyHeaders, requireIdempotencyKey } from '#api/lib/idempotency-key.js';
import { auditContext, requireRole, requireStepUp } from '#api/plugins/auth.js';
import type { LookupActions } from './actions.js';
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

const actionErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };

/** The actions on a subscriber's page (#67): each needs a reason and is its own audit entry. */
export const lookupActionRoutes: FastifyPluginAsyncZod<{ actions: LookupActions }> = async (app, { actions }) => {
  const simple = [
    ['resendSubscriberReceipt', resentMailSchema, actions.resendReceipt],
    ['resendSubscriberPix', resentMailSchema, actions.resendPix],
    ['endSubscriberSessions', endedSubscriberSessionsSchema, actions.endSessions],
  ] as const;
  for (const [name, answer, act] of simple) {
    app.post(
      apiRoutePatterns[name],
      {
        preHandler: requireRole(apiRoutes[name].role),
        schema: { params, body: subscriberActionBodySchema, response: { 200: answer, ...actionErrors } },
      },
      async (request) => act(request.params.id, request.body, auditContext(request)),
    );
  }

  app.post(
    apiRoutePatterns.reissueSubscriberCard,
    {
      preHandler: requireRole(apiRoutes.reissueSubscriberCard.role),
      schema: { params, body: reissueCardBodySchema, response: { 200: reissuedCardSchema, ...actionErrors } },
    },
    async (request) => actions.reissueCard(request.params.id, request.body, auditContext(request)),
  );

  app.post(
    apiRoutePatterns.grantSubscriberCourtesy,
    {
      preHandler: [requireRole(apiRoutes.grantSubscriberCourtesy.role), requireStepUp],
      schema: {
        params,
        headers: idempotencyKeyHeaders,
        body: courtesyBodySchema,
        response: { 200: courtesyGrantedSchema, 422: apiErrorSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request.headers);
      const outcome = await actions.grantCourtesy(request.params.id, request.body, key, auditContext(request));
      if (outcome.replayed) void reply.header('Idempotent-Replayed', 'true');
      return outcome.granted;
    },
  );
};
