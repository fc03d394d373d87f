import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  apiRoutePatterns,
  googleSaveLinkSchema,
  passkitDeviceParamsSchema,
  passkitLogBodySchema,
  passkitPassParamsSchema,
  passkitRegistrationBodySchema,
  passkitRegistrationParamsSchema,
  passkitSerialsSchema,
  passkitUpdatedQuerySchema,
  personQuerySchema,
  walletOptionsSchema,
} from '@game-assist/contracts';
import { redactLogText } from '#api/lib/logging.js';
import { HttpError } from '#api/lib/http-errors.js';
import { securedBy } from '#api/plugins/api-docs.js';
import { requireAuth } from '#api/plugins/auth.js';
import { perHour, type RouteLimits } from '#api/plugins/rate-limit.js';
import type { WalletService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const passkitErrors = { 400: apiErrorSchema, 429: apiErrorSchema };
/** The operations PassKit authorises with the pass's token. */
const passErrors = { ...passkitErrors, 401: apiErrorSchema };
const PKPASS = 'application/vnd.apple.pkpass';
/** The `.pkpass` itself: a zip, documented as bytes of its own media type. */
const pkpassSchema = z.any().meta({ contentMediaType: PKPASS, description: 'The signed pass (a zip)' });
const UNAUTHORISED = 'Passe ou autorização desconhecidos.';
/** PassKit reads only the status of these answers. */
const done = z.object({});

/** /Carteirinha's wallet buttons, and Apple's PassKit web service (developer.apple.com/documentation/walletpasses). */
export const walletRoutes: FastifyPluginAsyncZod<{
  service: WalletService;
  limits: Pick<RouteLimits, 'CARD_VERIFY_IP_LIMIT_PER_HOUR'>;
}> = async (app, { service, limits }) => {
  app.get(apiPaths.walletOptions, { schema: { response: { 200: walletOptionsSchema } } }, async (_request, reply) => {
    // The same for everyone until the server's configuration changes.
    void reply.header('Cache-Control', 'public, max-age=300');
    return service.options();
  });

  app.get(
    apiPaths.applePass,
    { preHandler: requireAuth, schema: { querystring: personQuerySchema, response: { 200: pkpassSchema, ...errors } } },
    async (request, reply) => {
      const pass = await service.applePass(request.accountId, request.query.pessoa);
      return reply
        .header('Content-Type', PKPASS)
        .header('Content-Disposition', 'attachment; filename="carteirinha.pkpass"')
        .header('Last-Modified', pass.updatedAt.toUTCString())
        .send(pass.file);
    },
  );

  app.get(
    apiPaths.googlePass,
    {
      preHandler: requireAuth,
      schema: { querystring: personQuerySchema, response: { 200: googleSaveLinkSchema, ...errors } },
    },
    async (request) => ({ saveUrl: await service.googleSaveUrl(request.accountId, request.query.pessoa) }),
  );

  const passkit = { config: perHour(limits.CARD_VERIFY_IP_LIMIT_PER_HOUR) };
  const byPass = securedBy('applePass');

  app.post(
    apiRoutePatterns.passkitRegistration,
    {
      ...passkit,
      schema: {
        security: byPass,
        params: passkitRegistrationParamsSchema,
        body: passkitRegistrationBodySchema,
        response: { 200: done, 201: done, ...passErrors },
      },
    },
    async (request, reply) => {
      const outcome = await service.register(request.params, request.headers.authorization, request.body.pushToken);
      if (!outcome) throw new HttpError(401, UNAUTHORISED);
      return reply.code(outcome === 'created' ? 201 : 200).send({});
    },
  );

  app.delete(
    apiRoutePatterns.passkitRegistration,
    {
      ...passkit,
      schema: { security: byPass, params: passkitRegistrationParamsSchema, response: { 200: done, ...passErrors } },
    },
    async (request, reply) => {
      if (!(await service.unregister(request.params, request.headers.authorization))) {
        throw new HttpError(401, UNAUTHORISED);
      }
      return reply.code(200).send({});
    },
  );

  app.get(
    apiRoutePatterns.passkitUpdatedSerials,
    {
      ...passkit,
      schema: {
        params: passkitDeviceParamsSchema,
        querystring: passkitUpdatedQuerySchema,
        response: { 200: passkitSerialsSchema, 204: z.null(), ...passkitErrors },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier } = request.params;
      const serials = await service.updatedSerials(
        deviceLibraryIdentifier,
        passTypeIdentifier,
        request.query.passesUpdatedSince,
      );
      return serials ?? reply.code(204).send(null);
    },
  );

  app.get(
    apiRoutePatterns.passkitLatestPass,
    {
      ...passkit,
      schema: {
        security: byPass,
        params: passkitPassParamsSchema,
        response: { 200: pkpassSchema, 304: z.null(), ...passErrors },
      },
    },
    async (request, reply) => {
      const outcome = await service.latestPass(
        request.params,
        request.headers.authorization,
        request.headers['if-modified-since'],
      );
      if (!outcome) throw new HttpError(401, UNAUTHORISED);
      if (outcome === 'not-modified') return reply.code(304).send(null);
      return reply
        .header('Content-Type', PKPASS)
        .header('Last-Modified', outcome.updatedAt.toUTCString())
        .send(outcome.file);
    },
  );

  app.post(
    apiPaths.passkitLog,
    { ...passkit, schema: { body: passkitLogBodySchema, response: { 200: done, ...passkitErrors } } },
    async (request, reply) => {
      // What a device says went wrong with a pass (Wallet's own diagnostics): cleaned and kept in the log.
      for (const entry of request.body.logs.slice(0, 10)) {
        request.log.warn({ wallet: redactLogText(entry.slice(0, 500)) }, 'Apple Wallet log');
      }
      return reply.code(200).send({});
    },
  );
};
