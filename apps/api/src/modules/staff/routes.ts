import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  emptyBodySchema,
  passkeyLoginBodySchema,
  passkeyLoginOptionsSchema,
  staffCheckSchema,
  staffIdParamsSchema,
  staffInviteSchema,
  staffListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffUpdateSchema,
} from '@game-assist/contracts';
import { auditContext, requireRole } from '#api/plugins/auth.js';
import type { StaffService } from './service.js';
import type { StepUp } from './step-up.js';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const actErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors };

/** The staff side's own routes: who is signed in (the desk's tabs follow the roles), and 'Equipe'. */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  const { team } = service;

  app.get(
    apiPaths.staffMe,
    { preHandler: requireRole(apiRoutes.staffMe.role), schema: { response: { 200: staffMeSchema, ...errors } } },
    async (request) => service.me(request.staff, request.staffVerifiedAt),
  );

  app.get(
    apiPaths.adminStaff,
    { preHandler: requireRole(apiRoutes.adminStaff.role), schema: { response: { 200: staffListSchema, ...errors } } },
    async () => ({ items: await team.list() }),
  );

  app.post(
    apiPaths.adminStaff,
    {
      preHandler: requireRole(apiRoutes.adminStaff.role),
      schema: { body: staffInviteSchema, response: { 201: staffMemberSchema, ...actErrors } },
    },
    async (request, reply) => reply.code(201).send(await team.invite(auditContext(request), request.body)),
  );

  app.patch(
    apiRoutePatterns.adminStaffMember,
    {
      preHandler: requireRole(apiRoutes.adminStaffMember.role),
      schema: {
        params: staffIdParamsSchema,
        body: staffUpdateSchema,
        response: { 200: staffMemberSchema, ...actErrors },
      },
    },
    async (request) => team.update(auditContext(request), request.params.id, request.body),
  );

  app.delete(
    apiRoutePatterns.adminStaffMember,
    {
      preHandler: requireRole(apiRoutes.adminStaffMember.role),
      schema: { params: staffIdParamsSchema, response: { 204: z.null(), ...actErrors } },
    },
    async (request, reply) => {
      await team.remove(auditContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    apiRoutePatterns.adminStaffPasskeyReset,
    {
      preHandler: requireRole(apiRoutes.adminStaffPasskeyReset.role),
      schema: {
        params: staffIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: staffMemberSchema, ...actErrors },
      },
    },
    async (request) => team.resetPasskey(auditContext(request), request.params.id),
  );
};

/** 'Confirme com a sua chave de acesso': a money action's passkey check, asked again (step-up.ts). */
export const stepUpRoutes: FastifyPluginAsyncZod<{ stepUp: StepUp }> = async (app, { stepUp }) => {
  app.post(
    apiPaths.staffCheckOptions,
    {
      preHandler: requireRole(apiRoutes.staffCheckOptions.role),
      schema: { body: emptyBodySchema, response: { 200: passkeyLoginOptionsSchema, 400: apiErrorSchema, ...errors } },
    },
    async (request) => stepUp.options(request.staff.id, request.staffVerifiedAt),
  );

  app.post(
    apiPaths.staffCheck,
    {
      preHandler: requireRole(apiRoutes.staffCheck.role),
      schema: { body: passkeyLoginBodySchema, response: { 200: staffCheckSchema, 400: apiErrorSchema, ...errors } },
    },
    async (request) => stepUp.recheck(auditContext(request), request.sessionId, request.body),
  );
};
