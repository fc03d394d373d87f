import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  apiRoutes,
  emptyBodySchema,
  staffIdParamsSchema,
  staffInviteSchema,
  staffListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffUpdateSchema,
} from '@game-assist/contracts';
import { auditContext, requireRole } from '#api/plugins/auth.js';
import type { StaffService } from './service.js';

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
