import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  affiliateStatementSchema,
  asaasWebhookEventSchema,
  completeRefundResponseSchema,
  operatorRefundListSchema,
  receiptSchema,
  statementQuerySchema,
  chargeListSchema,
  chargeSchema,
  confirmChargeResponseSchema,
  emptyBodySchema,
  operatorChargeListSchema,
  operatorChargeQuerySchema,
  webhookAnswerSchema,
} from '@game-assist/contracts';
import { errorBody } from '#api/lib/http-errors.js';
import { securedBy } from '#api/plugins/api-docs.js';
import { auditContext, requireAuth, requireRole, requireStepUp } from '#api/plugins/auth.js';
import type { PaymentService } from './service.js';
import { statementCsv } from './statement.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.string() });
const WEBHOOK_TOKEN_HEADER = 'asaas-access-token';

/** Compared in constant time, so its answer times tell nothing of the token. */
function sameToken(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The subscriber's charges and receipts, the operators' confirmation and refunds, and the Asaas webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{
  service: PaymentService;
  /** ASAAS_WEBHOOK_TOKEN: without it every webhook call is refused. */
  asaasWebhookToken: string | undefined;
}> = async (app, { service, asaasWebhookToken }) => {
  app.get(
    apiPaths.charges,
    { preHandler: requireAuth, schema: { response: { 200: chargeListSchema, ...errors } } },
    async (request) => ({ items: await service.list(request.accountId) }),
  );

  app.get(
    apiRoutePatterns.charge,
    { preHandler: requireAuth, schema: { params: idParams, response: { 200: chargeSchema, ...errors } } },
    async (request) => service.get(request.accountId, request.params.id),
  );

  app.get(
    apiRoutePatterns.chargeReceipt,
    { preHandler: requireAuth, schema: { params: idParams, response: { 200: receiptSchema, ...errors } } },
    async (request) => service.receipt(request.accountId, request.params.id),
  );

  app.get(
    apiPaths.operatorRefunds,
    {
      preHandler: requireRole(apiRoutes.operatorRefunds.role),
      schema: { response: { 200: operatorRefundListSchema, 403: apiErrorSchema, ...errors } },
    },
    async (request) => ({ items: await service.operatorRefunds(auditContext(request)) }),
  );

  app.post(
    apiRoutePatterns.completeRefund,
    {
      preHandler: [requireRole(apiRoutes.completeRefund.role), requireStepUp],
      schema: {
        params: idParams,
        body: emptyBodySchema,
        response: { 200: completeRefundResponseSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ refund: await service.completeRefundByOperator(auditContext(request), request.params.id) }),
  );

  app.get(
    apiPaths.affiliateStatement,
    {
      preHandler: requireRole(apiRoutes.affiliateStatement.role),
      schema: {
        querystring: statementQuerySchema,
        response: {
          200: z.union([affiliateStatementSchema, z.string().meta({ contentMediaType: 'text/csv' })]),
          403: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = /\btext\/csv\b/i.test(request.headers.accept ?? '');
      const statement = await service.affiliateStatement(
        auditContext(request),
        request.query.mes,
        csv ? 'csv' : 'json',
      );
      if (!csv) return statement;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="extrato-afiliados-${statement.month}.csv"`)
        .serializer((payload: unknown) => String(payload))
        .send(statementCsv(statement));
    },
  );

  app.get(
    apiPaths.operatorCharges,
    {
      preHandler: requireRole(apiRoutes.operatorCharges.role),
      schema: {
        querystring: operatorChargeQuerySchema,
        response: { 200: operatorChargeListSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.operatorList(auditContext(request), request.query),
  );

  app.post(
    apiRoutePatterns.confirmCharge,
    {
      preHandler: [requireRole(apiRoutes.confirmCharge.role), requireStepUp],
      schema: {
        params: idParams,
        body: emptyBodySchema,
        response: { 200: confirmChargeResponseSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ charge: await service.confirmByOperator(auditContext(request), request.params.id) }),
  );

  app.post(
    apiPaths.asaasWebhook,
    {
      // Before the body is even read as an event: a caller without the token learns nothing.
      preValidation: async (request, reply) => {
        if (sameToken(request.headers[WEBHOOK_TOKEN_HEADER], asaasWebhookToken)) return;
        return reply.code(401).send(errorBody(401, 'Token do webhook inválido.'));
      },
      schema: {
        security: securedBy('asaasWebhook'),
        headers: z.looseObject({ [WEBHOOK_TOKEN_HEADER]: z.string().optional() }),
        body: asaasWebhookEventSchema,
        response: { 200: webhookAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await service.receiveAsaasEvent(request.body);
      return { received: true as const };
    },
  );
};
