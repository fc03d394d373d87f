import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutes,
  emptyBodySchema,
  passkeyLoginBodySchema,
  passkeyLoginOptionsSchema,
  staffCheckSchema,
} from '@game-assist/contracts';
import { auditContext, requireRole } from '#api/plugins/auth.js';
import type { StepUp } from './step-up.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** 'Confirme com a sua chave de acesso': a money action's passkey check, asked again (step-up.ts). */
export const stepUpRoutes: FastifyPluginAsyncZod<{ stepUp: StepUp }> = async (app, { stepUp }) => {
  app.post(
    apiPaths.staffCheckOptions,
    {
      preHandler: requireRole(apiRoutes.staffCheckOptions.role),
      schema: { body: emptyBodySchema, response: { 200: passkeyLoginOptionsSchema, ...errors } },
    },
    async (request) => stepUp.options(request.staff.id, request.staffVerifiedAt),
  );

  app.post(
    apiPaths.staffCheck,
    {
      preHandler: requireRole(apiRoutes.staffCheck.role),
      schema: { body: passkeyLoginBodySchema, response: { 200: staffCheckSchema, ...errors } },
    },
    async (request) => stepUp.recheck(auditContext(request), request.sessionId, request.body),
  );
};
