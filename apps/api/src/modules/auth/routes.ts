import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  refreshBodySchema,
  requestOtpBodySchema,
  requestOtpResponseSchema,
  signupBodySchema,
  verifyOtpBodySchema,
} from '@game-assist/contracts';
import type { AuthService } from './service.js';

export interface AuthRoutesOptions {
  service: AuthService;
  /** Code requests allowed per IP per hour. */
  otpIpLimitPerHour: number;
  /** Sign-ups, logins and code checks allowed per IP per hour, per endpoint. */
  authIpLimitPerHour: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const HOUR = 60 * 60_000;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, otpIpLimitPerHour, authIpLimitPerHour },
) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.post(
    apiPaths.requestOtp,
    {
      config: { rateLimit: { max: otpIpLimitPerHour, timeWindow: HOUR } },
      schema: { body: requestOtpBodySchema, response: { 201: requestOtpResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.requestOtp(request.body.identifier, request.body.purpose)),
  );

  app.post(
    apiPaths.verifyOtp,
    {
      config: { rateLimit: { max: authIpLimitPerHour * 2, timeWindow: HOUR } },
      schema: { body: verifyOtpBodySchema, response: { 201: authSessionSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.verifyOtp(request.body)),
  );

  app.post(
    apiPaths.signup,
    {
      config: { rateLimit: { max: authIpLimitPerHour, timeWindow: HOUR } },
      schema: { body: signupBodySchema, response: { 201: authSessionSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.signup(request.body)),
  );

  app.post(
    apiPaths.passwordResetRequest,
    {
      config: { rateLimit: { max: otpIpLimitPerHour, timeWindow: HOUR } },
      schema: { body: passwordResetRequestBodySchema, response: { 201: requestOtpResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await service.requestPasswordReset(request.body.email)),
  );

  app.post(
    apiPaths.passwordReset,
    {
      config: { rateLimit: { max: authIpLimitPerHour * 2, timeWindow: HOUR } },
      schema: { body: passwordResetBodySchema, response: { 200: passwordResetResponseSchema, ...errors } },
    },
    async (request) => service.resetPassword(request.body),
  );

  app.post(
    apiPaths.login,
    {
      config: { rateLimit: { max: authIpLimitPerHour, timeWindow: HOUR } },
      schema: { body: loginBodySchema, response: { 200: authSessionSchema, ...errors } },
    },
    async (request) => service.login(request.body),
  );

  // Only caps database work (refresh tokens are unguessable); generous: every tab refreshes, often behind one NAT.
  const tokenLimit = { rateLimit: { max: authIpLimitPerHour * 10, timeWindow: HOUR } };

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
};
