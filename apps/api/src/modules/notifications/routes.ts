import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  emptyBodySchema,
  apiRoutePatterns,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  serviceRequestPageQuerySchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { requireAuth } from '#api/plugins/auth.js';
import type { NotificationService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const GONE = 'Sessão inválida ou expirada. Entre novamente.';

/** The Notification tab: the list, marking one read, and whether copies go by e-mail. */
export const notificationRoutes: FastifyPluginAsyncZod<{ service: NotificationService }> = async (app, { service }) => {
  app.get(
    apiPaths.notifications,
    {
      preHandler: requireAuth,
      schema: { querystring: serviceRequestPageQuerySchema, response: { 200: notificationListSchema, ...errors } },
    },
    async (request) => {
      const list = await service.list(request.accountId, request.query.limit, request.query.cursor);
      if (!list) throw new HttpError(400, 'Cursor inválido.');
      return list;
    },
  );

  app.post(
    apiRoutePatterns.notificationRead,
    {
      preHandler: requireAuth,
      schema: {
        params: z.object({ id: z.string() }),
        body: emptyBodySchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      const notification = await service.markRead(request.accountId, request.params.id);
      if (!notification) throw new HttpError(404, 'Notificação não encontrada.');
      return notification;
    },
  );

  app.get(
    apiPaths.notificationPreferences,
    { preHandler: requireAuth, schema: { response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => {
      const preferences = await service.preferences(request.accountId);
      if (!preferences) throw new HttpError(401, GONE);
      return preferences;
    },
  );

  app.put(
    apiPaths.notificationPreferences,
    {
      preHandler: requireAuth,
      schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema, ...errors } },
    },
    async (request) => {
      const preferences = await service.setPreferences(request.accountId, request.body);
      if (!preferences) throw new HttpError(401, GONE);
      return preferences;
    },
  );
};
