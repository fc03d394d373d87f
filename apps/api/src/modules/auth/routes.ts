import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  authSessionSchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  passwordResetResponseSchema,
  logoutBodySchema,
  okResponseSchema,
  apiRoutePatterns,
  emptyBodySchema,
  passkeyListSchema,
  passkeyLoginBodySchema,
  passkeyLoginOptionsSchema,
  passkeyRegistrationBodySchema,
  passkeyRegistrationOptionsBodySchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  refreshBodySchema,
  requestOtpBodySchema,
  requestOtpResponseSchema,
  signupBodySchema,
  verifyOtpBodySchema,
} from '@game-assist/contracts';
import { requireAuth } from '#api/plugins/auth.js';
import { perHour, type RouteLimits } from '#api/plugins/rate-limit.js';
import type { AuthService } from './service.js';

export interface AuthRoutesOptions {
  service: AuthService;
  limits: Pick<RouteLimits, 'OTP_IP_LIMIT_PER_HOUR' | 'AUTH_IP_LIMIT_PER_HOUR'>;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, limits }) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.post(
    apiPaths.requestOtp,
    {
      config: perHour(limits.OTP_IP_LIMIT_PER_HOUR),
      schema: { body: requestOtpBodySchema, response: { 201: requestOtpResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.requestOtp(request.body.identifier, request.body.purpose)),
  );

  app.post(
    apiPaths.verifyOtp,
    {
      config: perHour(limits.AUTH_IP_LIMIT_PER_HOUR * 2),
      schema: { body: verifyOtpBodySchema, response: { 201: authSessionSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.verifyOtp(request.body, request.headers['user-agent'])),
  );

  app.post(
    apiPaths.signup,
    {
      config: perHour(limits.AUTH_IP_LIMIT_PER_HOUR),
      schema: { body: signupBodySchema, response: { 201: authSessionSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.signup(request.body)),
  );

  app.post(
    apiPaths.passwordResetRequest,
    {
      config: perHour(limits.OTP_IP_LIMIT_PER_HOUR),
      schema: { body: passwordResetRequestBodySchema, response: { 201: requestOtpResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.requestPasswordReset(request.body.email)),
  );

  app.post(
    apiPaths.passwordReset,
    {
      config: perHour(limits.AUTH_IP_LIMIT_PER_HOUR * 2),
      schema: { body: passwordResetBodySchema, response: { 200: passwordResetResponseSchema, ...errors } },
    },
    async (request) => service.resetPassword(request.body),
  );

  app.post(
    apiPaths.login,
    {
      config: perHour(limits.AUTH_IP_LIMIT_PER_HOUR),
      schema: { body: loginBodySchema, response: { 200: authSessionSchema, ...errors } },
    },
    async (request) => service.login(request.body, request.headers['user-agent']),
  );

  // Only caps database work (refresh tokens are unguessable); generous: every tab refreshes, often behind one NAT.
  const tokenLimit = perHour(limits.AUTH_IP_LIMIT_PER_HOUR * 10);

  app.post(
    apiPaths.refreshToken,
    {
      config: tokenLimit,
      schema: { body: refreshBodySchema, response: { 200: authSessionSchema, ...errors } },
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    apiPaths.logout,
    { config: tokenLimit, schema: { body: logoutBodySchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await service.logout(request.body.refreshToken);
      return { ok: true as const };
    },
  );

  // Passkeys: a sign-in answers as a code check does, under the same per-IP budget.
  const passkeyLimit = perHour(limits.AUTH_IP_LIMIT_PER_HOUR * 2);

  app.post(
    apiPaths.passkeyRegistrationOptions,
    {
      preHandler: requireAuth,
      config: passkeyLimit,
      schema: {
        body: passkeyRegistrationOptionsBodySchema,
        response: { 200: passkeyRegistrationOptionsSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.passkeyRegistrationOptions(request.accountId, request.sessionId, request.body?.purpose ?? 'subscriber'),
  );

  app.post(
    apiPaths.passkeyRegistration,
    {
      preHandler: requireAuth,
      config: passkeyLimit,
      schema: { body: passkeyRegistrationBodySchema, response: { 201: passkeySchema, 403: apiErrorSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.registerPasskey(
            request.accountId,
            request.body,
            request.headers['user-agent'],
            request.sessionId,
          ),
        ),
  );

  app.post(
    apiPaths.passkeyLoginOptions,
    {
      config: passkeyLimit,
      schema: { body: emptyBodySchema, response: { 200: passkeyLoginOptionsSchema, ...errors } },
    },
    async () => service.passkeyLoginOptions(),
  );

  app.post(
    apiPaths.passkeyLogin,
    {
      config: passkeyLimit,
      schema: { body: passkeyLoginBodySchema, response: { 201: authSessionSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.passkeyLogin(request.body, request.headers['user-agent'])),
  );

  app.get(
    apiPaths.passkeys,
    { preHandler: requireAuth, schema: { response: { 200: passkeyListSchema, ...errors } } },
    async (request) => service.listPasskeys(request.accountId),
  );

  app.delete(
    apiRoutePatterns.passkey,
    {
      preHandler: requireAuth,
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await service.removePasskey(request.accountId, request.params.id);
      return { ok: true as const };
    },
  );
};
