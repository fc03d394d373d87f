import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Modules } from './modules.js';
import { affiliatePortalRoutes } from './modules/affiliate-portal/index.js';
import { affiliateRoutes } from './modules/affiliates/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import { catalogueRoutes } from './modules/catalogue/index.js';
import { consentRoutes } from './modules/consents/index.js';
import { featuredUserRoutes } from './modules/featured-users/index.js';
import { healthRoutes } from './modules/health/index.js';
import { indicatorRoutes } from './modules/indicators/index.js';
import { lookupActionRoutes, lookupRoutes } from './modules/lookup/index.js';
import { dependantRoutes, membershipRoutes } from './modules/membership/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { offerRoutes } from './modules/offers/index.js';
import { offerVersionRoutes } from './modules/offer-versions/index.js';
import { paymentRoutes } from './modules/payments/index.js';
import { privacyRoutes } from './modules/privacy/index.js';
import { pushRoutes } from './modules/push/index.js';
import { serviceRequestRoutes } from './modules/service-requests/index.js';
import { staffRoutes, stepUpRoutes } from './modules/staff/index.js';
import { subscriberRoutes } from './modules/subscriber/index.js';
import { subscriptionRoutes } from './modules/subscriptions/index.js';
import { walletRoutes } from './modules/wallet/index.js';

/** Every module's routes under /api, each given its service and the limits config sets for it. */
export async function apiRoutes(
  api: FastifyInstance,
  { modules, config }: { modules: Modules; config: Config },
): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', (_request, reply, payload, done) => {
    // API answers are per person unless a route says otherwise.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  await app.register(healthRoutes, { service: modules.health });
  await app.register(authRoutes, { service: modules.auth, limits: config });
  await app.register(subscriberRoutes, { service: modules.subscribers, limits: config });
  await app.register(featuredUserRoutes, { service: modules.featuredUsers });
  await app.register(subscriptionRoutes, {
    service: modules.subscriptions,
    checkout: modules.payments,
    limits: config,
  });
  await app.register(membershipRoutes, { service: modules.membership, limits: config });
  await app.register(dependantRoutes, {
    dependants: modules.dependants,
    accept: modules.auth.acceptDependantInvite,
    limits: config,
  });
  await app.register(serviceRequestRoutes, { service: modules.serviceRequests });
  await app.register(staffRoutes, { service: modules.staff });
  await app.register(stepUpRoutes, { stepUp: modules.stepUp });
  await app.register(paymentRoutes, { service: modules.payments, asaasWebhookToken: config.ASAAS_WEBHOOK_TOKEN });
  await app.register(notificationRoutes, { service: modules.notifications });
  await app.register(pushRoutes, { service: modules.push });
  await app.register(consentRoutes, { service: modules.consents });
  await app.register(privacyRoutes, { service: modules.privacy, limits: config });
  await app.register(catalogueRoutes, { service: modules.catalogue });
  await app.register(affiliateRoutes, { service: modules.affiliates });
  await app.register(affiliatePortalRoutes, { service: modules.affiliatePortal });
  await app.register(offerRoutes, { service: modules.offers });
  await app.register(offerVersionRoutes, { versions: modules.offerVersions });
  await app.register(auditRoutes, { service: modules.audit });
  await app.register(lookupRoutes, { service: modules.lookup });
  await app.register(indicatorRoutes, { service: modules.indicators });
  await app.register(lookupActionRoutes, { actions: modules.lookupActions });
  await app.register(walletRoutes, { service: modules.wallet, limits: config });
}
