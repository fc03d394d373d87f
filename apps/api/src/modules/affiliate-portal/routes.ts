import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliateBioBodySchema,
  affiliateInviteBodySchema,
  affiliateOwnStatementSchema,
  affiliatePayoutBodySchema,
  affiliatePayoutSchema,
  affiliatePortalSchema,
  affiliateResultsQuerySchema,
  affiliateResultsSchema,
  affiliateStatementMonthQuerySchema,
  affiliateVisitBodySchema,
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  emptyBodySchema,
  idParamSchema,
  operatorAffiliateListSchema,
  operatorAffiliateSchema,
  pixKeyBodySchema,
  privacyCodeResponseSchema,
} from '@game-assist/contracts';
import { auditContext, requireAuth, requireRole } from '#api/plugins/auth.js';
import { perHour } from '#api/plugins/rate-limit.js';
import { ownStatementCsv } from './figures.js';
import type { AffiliatePortalService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const staffErrors = { ...errors, 403: apiErrorSchema, 409: apiErrorSchema };
/** Landings one address may count per hour: a person browsing, not a script inflating a partner's figures. */
const VISITS_PER_IP_PER_HOUR = 30;
const PIX_KEY_CODES_PER_HOUR = 10;

/** /Parceiro's API (#71), the link's visit count, and the staff's acts on an affiliate ('Afiliados'). */
export const affiliatePortalRoutes: FastifyPluginAsyncZod<{ service: AffiliatePortalService }> = async (
  app,
  { service },
) => {
  app.post(
    apiRoutePatterns.affiliateVisit,
    {
      config: perHour(VISITS_PER_IP_PER_HOUR),
      schema: {
        params: idParamSchema,
        body: affiliateVisitBodySchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.countVisit(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    apiPaths.affiliatePortal,
    { preHandler: requireAuth, schema: { response: { 200: affiliatePortalSchema, ...errors } } },
    async (request) => service.portal(request.accountId),
  );

  app.patch(
    apiPaths.affiliatePortalBio,
    {
      preHandler: requireAuth,
      schema: { body: affiliateBioBodySchema, response: { 200: affiliatePortalSchema, ...errors } },
    },
    async (request) => service.submitBio(request.accountId, request.body),
  );

  app.post(
    apiPaths.affiliatePortalPixKeyCode,
    {
      preHandler: requireAuth,
      config: perHour(PIX_KEY_CODES_PER_HOUR),
      schema: { body: emptyBodySchema, response: { 202: privacyCodeResponseSchema, ...errors, 429: apiErrorSchema } },
    },
    async (request, reply) => reply.code(202).send(await service.sendPixKeyCode(request.accountId)),
  );

  app.put(
    apiPaths.affiliatePortalPixKey,
    {
      preHandler: requireAuth,
      schema: { body: pixKeyBodySchema, response: { 200: affiliatePortalSchema, ...errors } },
    },
    async (request) => service.setPixKey(request.accountId, request.body),
  );

  app.get(
    apiPaths.affiliatePortalResults,
    {
      preHandler: requireAuth,
      schema: { querystring: affiliateResultsQuerySchema, response: { 200: affiliateResultsSchema, ...errors } },
    },
    async (request) => service.results(request.accountId, request.query),
  );

  app.get(
    apiPaths.affiliatePortalStatement,
    {
      preHandler: requireAuth,
      schema: {
        querystring: affiliateStatementMonthQuerySchema,
        response: {
          200: z.union([affiliateOwnStatementSchema, z.string().meta({ contentMediaType: 'text/csv' })]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const statement = await service.statement(request.accountId, request.query.mes);
      if (!/\btext\/csv\b/i.test(request.headers.accept ?? '')) return statement;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="extrato-parceiro-${statement.month}.csv"`)
        .serializer((payload: unknown) => String(payload))
        .send(ownStatementCsv(statement));
    },
  );

  app.get(
    apiPaths.operatorAffiliates,
    {
      preHandler: requireRole(apiRoutes.operatorAffiliates.role),
      schema: { response: { 200: operatorAffiliateListSchema, ...staffErrors } },
    },
    async (request) => ({ items: await service.operatorList(auditContext(request)) }),
  );

  /** The staff's acts on one affiliate: its id in the path, the role the route table names. */
  const onAffiliate = (name: 'inviteAffiliate' | 'approveAffiliateBio' | 'affiliatePayouts') => ({
    preHandler: requireRole(apiRoutes[name].role),
  });
  const staffAnswer = { 200: operatorAffiliateSchema, ...staffErrors };

  app.post(
    apiRoutePatterns.inviteAffiliate,
    {
      ...onAffiliate('inviteAffiliate'),
      schema: { params: idParamSchema, body: affiliateInviteBodySchema, response: staffAnswer },
    },
    async (request) => service.invite(auditContext(request), request.params.id, request.body),
  );

  app.post(
    apiRoutePatterns.approveAffiliateBio,
    {
      ...onAffiliate('approveAffiliateBio'),
      schema: { params: idParamSchema, body: emptyBodySchema, response: staffAnswer },
    },
    async (request) => service.approveBio(auditContext(request), request.params.id),
  );

  app.post(
    apiRoutePatterns.affiliatePayouts,
    {
      ...onAffiliate('affiliatePayouts'),
      schema: {
        params: idParamSchema,
        body: affiliatePayoutBodySchema,
        response: { 200: affiliatePayoutSchema, 201: affiliatePayoutSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { payout, created } = await service.recordPayout(auditContext(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(payout);
    },
  );
};
