import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  cancelServiceRequestSchema,
  coverageUsageListSchema,
  personQuerySchema,
  createServiceRequestSchema,
  rateServiceRequestSchema,
  operatorQueueQuerySchema,
  operatorServiceRequestListSchema,
  operatorStatusChangeSchema,
  serviceRequestDetailSchema,
  serviceRequestListSchema,
  serviceRequestMessageSchema,
  serviceRequestPageQuerySchema,
  serviceRequestRefusalSchema,
} from '@game-assist/contracts';
import { idempotencyKeyHeaders, requireIdempotencyKey } from '#api/lib/idempotency-key.js';
import { auditContext, requireAuth, requireRole } from '#api/plugins/auth.js';
import type { ServiceRequestService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.string() });

/** Requests to use a coverage ("atendimentos"): the subscriber's side and the operators' queue. */
export const serviceRequestRoutes: FastifyPluginAsyncZod<{
  service: ServiceRequestService;
}> = async (app, { service }) => {
  app.post(
    apiPaths.serviceRequests,
    {
      preHandler: requireAuth,
      schema: {
        body: createServiceRequestSchema,
        headers: idempotencyKeyHeaders,
        response: { 201: serviceRequestDetailSchema, 422: serviceRequestRefusalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request.headers);
      const outcome = await service.create(request.accountId, request.body, key);
      if (outcome.kind === 'replayed') void reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(outcome.request);
    },
  );

  app.get(
    apiPaths.serviceRequests,
    {
      preHandler: requireAuth,
      schema: { querystring: serviceRequestPageQuerySchema, response: { 200: serviceRequestListSchema, ...errors } },
    },
    async (request) => service.list(request.accountId, request.query.limit, request.query.cursor),
  );

  app.get(
    apiPaths.serviceRequestUsage,
    {
      preHandler: requireAuth,
      schema: { querystring: personQuerySchema, response: { 200: coverageUsageListSchema, ...errors } },
    },
    async (request) => ({ coverages: await service.usage(request.accountId, request.query.pessoa) }),
  );

  app.get(
    apiRoutePatterns.serviceRequest,
    { preHandler: requireAuth, schema: { params: idParams, response: { 200: serviceRequestDetailSchema, ...errors } } },
    async (request) => service.get(request.accountId, request.params.id),
  );

  app.post(
    apiRoutePatterns.cancelServiceRequest,
    {
      preHandler: requireAuth,
      schema: {
        params: idParams,
        body: cancelServiceRequestSchema,
        response: { 200: serviceRequestDetailSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.cancel(request.accountId, request.params.id, request.body?.reason || undefined),
  );

  app.post(
    apiRoutePatterns.serviceRequestMessages,
    {
      preHandler: requireAuth,
      schema: {
        params: idParams,
        body: serviceRequestMessageSchema,
        response: { 201: serviceRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.sendMessage(request.accountId, request.params.id, request.body.text)),
  );

  app.post(
    apiRoutePatterns.serviceRequestRating,
    {
      preHandler: requireAuth,
      schema: {
        params: idParams,
        body: rateServiceRequestSchema,
        response: { 201: serviceRequestDetailSchema, 409: apiErrorSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.rate(request.accountId, request.params.id, request.body)),
  );

  app.get(
    apiPaths.operatorServiceRequests,
    {
      preHandler: requireRole(apiRoutes.operatorServiceRequests.role),
      schema: {
        querystring: operatorQueueQuerySchema,
        response: { 200: operatorServiceRequestListSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.queue(request.query, auditContext(request)),
  );

  app.patch(
    apiRoutePatterns.operatorServiceRequest,
    {
      preHandler: requireRole(apiRoutes.operatorServiceRequest.role),
      schema: {
        params: idParams,
        body: operatorStatusChangeSchema,
        response: { 200: serviceRequestDetailSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.changeStatus(
        auditContext(request),
        request.params.id,
        request.body.status,
        request.body.note || undefined,
      ),
  );

  app.post(
    apiRoutePatterns.operatorServiceRequestMessages,
    {
      preHandler: requireRole(apiRoutes.operatorServiceRequestMessages.role),
      schema: {
        params: idParams,
        body: serviceRequestMessageSchema,
        response: { 201: serviceRequestDetailSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.sendOperatorMessage(auditContext(request), request.params.id, request.body.text)),
  );
};
