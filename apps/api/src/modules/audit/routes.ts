import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  auditListSchema,
  auditQuerySchema,
  auditVerificationSchema,
} from '@game-assist/contracts';
import { requireRole } from '#api/plugins/auth.js';
import { auditCsv } from './csv.js';
import type { AuditService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** 'Auditoria': the entries, filtered and paged (or as CSV), and the chain re-computed. */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    apiPaths.adminAudit,
    {
      preHandler: requireRole('administrador'),
      schema: {
        querystring: auditQuerySchema,
        response: {
          200: z.union([auditListSchema, z.string().meta({ contentMediaType: 'text/csv' })]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      void reply.header('Vary', 'Accept');
      if (!/\btext\/csv\b/i.test(request.headers.accept ?? '')) return service.list(request.query);
      const items = await service.exportEntries(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="auditoria.csv"')
        .serializer((payload: unknown) => String(payload))
        .send(auditCsv(items));
    },
  );

  app.get(
    apiPaths.adminAuditVerification,
    { preHandler: requireRole('administrador'), schema: { response: { 200: auditVerificationSchema, ...errors } } },
    async () => service.verify(),
  );
};
