import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  cancelServiceRequestSchema,
  coverageUsageListSchema,
  createServiceRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  operatorQueueQuerySchema,
  operatorServiceRequestListSchema,
  operatorStatusChangeSchema,
  serviceRequestDetailSchema,
  serviceRequestListSchema,
  serviceRequestPageQuerySchema,
  serviceRequestRefusalSchema,
} from '@game-assist/contracts';
import { errorBody, HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import type { ServiceRequestService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.string() });

/** Requests to use a coverage ("atendimentos"): the subscriber's side and the operators' queue. */
export const serviceRequestRoutes: FastifyPluginAsyncZod<{
  service: ServiceRequestService;
  /** Lower-cased e-mails of the accounts that operate the queue (OPERATOR_EMAILS). */
  operatorEmails: ReadonlySet<string>;
}> = async (app, { service, operatorEmails }) => {
  app.post(
    apiPaths.serviceRequests,
    {
      preHandler: requireAuth,
      schema: {
        body: createServiceRequestSchema,
        headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        response: { 201: serviceRequestDetailSchema, 422: serviceRequestRefusalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpError(400, 'Envie o cabeçalho Idempotency-Key (1 a 128 caracteres visíveis).');
      }
      const outcome = await service.create(request.accountId, request.body, key);
      if (outcome.kind === 'refused') return reply.code(422).send(outcome.refusal);
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
    { preHandler: requireAuth, schema: { response: { 200: coverageUsageListSchema, ...errors } } },
    async (request) => ({ coverages: await service.usage(request.accountId) }),
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

  /** Signed in, and an operator: 403 for everyone else. */
  async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    await requireAuth(request, reply);
    if (reply.sent) return;
    if (await service.isOperator(request.accountId, operatorEmails)) return;
    await reply.code(403).send(errorBody(403, 'Acesso restrito aos operadores.'));
  }

  app.get(
    apiPaths.operatorServiceRequests,
    {
      preHandler: requireOperator,
      schema: {
        querystring: operatorQueueQuerySchema,
        response: { 200: operatorServiceRequestListSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.queue(request.query.limit, request.query.cursor, request.query.status),
  );

  app.patch(
    apiRoutePatterns.operatorServiceRequest,
    {
      preHandler: requireOperator,
      schema: {
        params: idParams,
        body: operatorStatusChangeSchema,
        response: { 200: serviceRequestDetailSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.changeStatus(request.accountId, request.params.id, request.body.status, request.body.note || undefined),
  );
};
