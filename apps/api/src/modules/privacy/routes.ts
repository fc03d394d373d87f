import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  deleteAccountBodySchema,
  deletedAccountSchema,
  deviceSessionListSchema,
  emptyBodySchema,
  endedSessionsSchema,
  myDataSchema,
  MY_DATA_CODE_HEADER,
  privacyCodeResponseSchema,
  type PrivacyCodeResponse,
  sixDigitCodeSchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import { perHour, type RouteLimits } from '#api/plugins/rate-limit.js';
import type { PrivacyService } from './service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** Meus dados: the download, the devices signed in, and deleting the account (LGPD art. 18). */
export const privacyRoutes: FastifyPluginAsyncZod<{
  service: PrivacyService;
  limits: Pick<RouteLimits, 'OTP_IP_LIMIT_PER_HOUR'>;
}> = async (app, { service, limits }) => {
  const codeLimit = perHour(limits.OTP_IP_LIMIT_PER_HOUR);

  app.get(
    apiPaths.myData,
    { preHandler: requireAuth, schema: { response: { 200: myDataSchema, ...errors } } },
    async (request, reply) => {
      const header = request.headers[MY_DATA_CODE_HEADER];
      const code = typeof header === 'string' ? header.trim() : undefined;
      if (code !== undefined && !sixDigitCodeSchema.safeParse(code).success) {
        throw new HttpError(400, 'O código tem 6 dígitos.');
      }
      const data = await service.myData(request.accountId, request.sessionId, code);
      void reply.header('Content-Disposition', 'attachment; filename="meus-dados-game-assist.json"');
      return data;
    },
  );

  /** The e-mailed codes that step up a download, a refund to another PIX key, and a deletion. */
  const codeRoute = (path: string, send: (accountId: string) => Promise<PrivacyCodeResponse>) =>
    app.post(
      path,
      {
        preHandler: requireAuth,
        config: codeLimit,
        schema: { body: emptyBodySchema, response: { 202: privacyCodeResponseSchema, ...errors } },
      },
      async (request, reply) => reply.code(202).send(await send(request.accountId)),
    );
  codeRoute(apiPaths.myDataCode, (accountId) => service.sendDataCode(accountId));
  codeRoute(apiPaths.refundKeyCode, (accountId) => service.sendRefundKeyCode(accountId));

  app.get(
    apiPaths.sessions,
    { preHandler: requireAuth, schema: { response: { 200: deviceSessionListSchema, ...errors } } },
    async (request) => service.sessions(request.accountId, request.sessionId),
  );

  app.delete(
    apiRoutePatterns.session,
    {
      preHandler: requireAuth,
      schema: { params: z.object({ id: z.string() }), response: { 200: endedSessionsSchema, ...errors } },
    },
    async (request) => service.endSession(request.accountId, request.params.id),
  );

  app.post(
    apiPaths.endOtherSessions,
    { preHandler: requireAuth, schema: { body: emptyBodySchema, response: { 200: endedSessionsSchema, ...errors } } },
    async (request) => service.endOtherSessions(request.accountId, request.sessionId),
  );

  codeRoute(apiPaths.accountDeletionCode, (accountId) => service.sendDeletionCode(accountId));

  app.delete(
    apiPaths.account,
    {
      preHandler: requireAuth,
      schema: { body: deleteAccountBodySchema, response: { 200: deletedAccountSchema, ...errors } },
    },
    async (request) => service.deleteAccount(request.accountId, request.body.code),
  );
};
