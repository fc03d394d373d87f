import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  cancelBodySchema,
  checkoutBodySchema,
  checkoutOfferSchema,
  checkoutRefusalSchema,
  checkoutResponseSchema,
  type AutoRenewal,
  type CheckoutBody,
  type CheckoutOffer,
  type Charge,
  cancellationPreviewSchema,
  cancellationSchema,
  deactivateAutoRenewalResponseSchema,
  emptyBodySchema,
  subscriptionSchema,
  undoCancellationResponseSchema,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { idempotencyKeyHeaders, requireIdempotencyKey } from '#api/lib/idempotency-key.js';
import { requireAuth } from '#api/plugins/auth.js';
import { HOUR_MS, type RouteLimits } from '#api/plugins/rate-limit.js';
import type { SubscriptionService } from './service.js';

const cancelErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const errors = { ...cancelErrors, 429: apiErrorSchema };

/** Payments' checkout, handed in (api-routes.ts): subscribing is asked here, the charge is made there. */
export interface SubscriptionCheckout {
  offer(accountId: string): Promise<CheckoutOffer>;
  checkout(
    accountId: string,
    body: CheckoutBody,
    key: string,
  ): Promise<{ kind: 'created' | 'replayed'; charge: Charge; autoRenewal?: AutoRenewal }>;
}

/** The subscriber's own subscription: what it is, subscribing (the offer and checkout) and cancelling it. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  service: SubscriptionService;
  checkout: SubscriptionCheckout;
  limits: Pick<RouteLimits, 'CHECKOUT_ACCOUNT_LIMIT_PER_HOUR'>;
}> = async (app, { service, checkout, limits }) => {
  app.get(
    apiPaths.subscription,
    { preHandler: requireAuth, schema: { response: { 200: subscriptionSchema, ...errors } } },
    async (request) => {
      const subscription = await service.getSubscription(request.accountId);
      if (!subscription) throw new HttpError(404, 'Assinatura não encontrada.');
      return subscription;
    },
  );

  app.get(
    apiPaths.checkoutOffer,
    { preHandler: requireAuth, schema: { response: { 200: checkoutOfferSchema, ...cancelErrors } } },
    async (request) => checkout.offer(request.accountId),
  );

  app.post(
    apiPaths.checkout,
    {
      preHandler: requireAuth,
      // Per account, counted after requireAuth: every checkout may make a payment at the provider.
      config: {
        rateLimit: {
          max: limits.CHECKOUT_ACCOUNT_LIMIT_PER_HOUR,
          timeWindow: HOUR_MS,
          hook: 'preHandler',
          keyGenerator: (request) => `account:${request.accountId}`,
        },
      },
      schema: {
        body: checkoutBodySchema,
        headers: idempotencyKeyHeaders,
        response: { 201: checkoutResponseSchema, 422: checkoutRefusalSchema, 502: apiErrorSchema, ...cancelErrors },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request.headers);
      const outcome = await checkout.checkout(request.accountId, request.body, key);
      if (outcome.kind === 'replayed') void reply.header('Idempotent-Replayed', 'true');
      const { charge, autoRenewal } = outcome;
      return reply.code(201).send({ charge, ...(autoRenewal ? { autoRenewal } : {}) });
    },
  );

  app.get(
    apiPaths.cancellationPreview,
    {
      preHandler: requireAuth,
      schema: { response: { 200: cancellationPreviewSchema, 409: apiErrorSchema, ...cancelErrors } },
    },
    async (request) => service.previewCancellation(request.accountId),
  );

  app.post(
    apiPaths.cancelSubscription,
    {
      preHandler: requireAuth,
      schema: {
        body: cancelBodySchema,
        response: { 200: cancellationSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...cancelErrors },
      },
    },
    async (request) => service.cancelSubscription(request.accountId, request.body),
  );

  app.post(
    apiPaths.deactivateAutoRenewal,
    {
      preHandler: requireAuth,
      schema: {
        body: emptyBodySchema,
        response: { 200: deactivateAutoRenewalResponseSchema, 409: apiErrorSchema, ...cancelErrors },
      },
    },
    async (request) => service.deactivateAutoRenewal(request.accountId),
  );

  app.post(
    apiPaths.undoCancellation,
    {
      preHandler: requireAuth,
      schema: {
        body: emptyBodySchema,
        response: { 200: undoCancellationResponseSchema, 409: apiErrorSchema, ...cancelErrors },
      },
    },
    async (request) => {
      await service.undoCancellation(request.accountId);
      return { undone: true as const };
    },
  );
};
