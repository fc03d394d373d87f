import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, apiRoutes, staffMeSchema } from '@game-assist/contracts';
import { requireRole } from '#api/plugins/auth.js';
import type { StaffService } from './service.js';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The staff side's own routes: who is signed in (the desk's tabs follow the roles). */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  app.get(
    apiPaths.staffMe,
    { preHandler: requireRole(apiRoutes.staffMe.role), schema: { response: { 200: staffMeSchema, ...errors } } },
    async (request) => service.me(request.staff, request.staffVerifiedAt),
  );
};
