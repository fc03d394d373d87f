import Fastify, { type FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@game-assist/contracts';
import { apiRoutes } from './api-routes.js';
import { createModules, type AppDependencies } from './modules.js';
import { cardKeyRoutes } from './modules/membership/index.js';
import { apiDocs } from './plugins/api-docs.js';
import { authentication } from './plugins/auth.js';
import { draining } from './plugins/draining.js';
import { errorHandling } from './plugins/error-handler.js';
import { jobs } from './plugins/jobs.js';
import { rateLimits } from './plugins/rate-limit.js';
import { securityHeaders } from './plugins/security-headers.js';
import { webApp } from './plugins/web-app.js';
import { serverOptions } from './server-options.js';

export type { AppDependencies } from './modules.js';

const MINUTE = 60_000;

/** Tests, the server and benchmarks all start here, with the database, mailer and clock they want. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify(serverOptions(config, deps.logger)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandling);
  await app.register(securityHeaders, { webDistDir: config.WEB_DIST_DIR, publicUrl: config.PUBLIC_URL });
  await app.register(draining);
  // Overload is answered, not suffered.
  if (config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(underPressure, { maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, retryAfter: 5 });
  }
  await app.register(rateLimits, { redis: deps.redis, keyPrefix: config.REDIS_KEY_PREFIX, log: app.log });
  // Before any route: the document is made of the routes registered after it.
  await app.register(apiDocs, { publicUrl: config.PUBLIC_URL });
  const runsTimers = deps.startOutbox !== false;
  await app.register(jobs, { enabled: runsTimers, clock: deps.clock, log: app.log });

  const modules = deps.modules ?? (await createModules(deps, app.log));
  await modules.offerVersions.ensureFirst();
  app.addHook('onClose', () => modules.close());
  if (runsTimers) modules.outbox.start();
  await app.register(authentication, {
    accessTokens: modules.accessTokens,
    staffAuthorize: modules.staff.authorize,
    staffStepUpDue: modules.stepUp.due,
    sessionEnded: modules.endedSessions.isEnded,
  });
  // Every process runs them; each step changes a row once, whoever gets there first.
  app.jobs.every('wallet-sync', MINUTE, () => modules.wallet.sync());
  app.jobs.every('offer-versions', 1_000, () => modules.offerVersions.applyDue());
  app.jobs.every('billing-cycle', 5 * MINUTE, () => modules.subscriptions.runBillingCycle());
  app.jobs.every('provider-removals', 15 * MINUTE, () => modules.payments.retryRemovalsAtProvider());
  app.jobs.every('overdue-digest', 10 * MINUTE, () => modules.serviceRequests.sendOverdueDigest());
  app.jobs.every('retention', 60 * MINUTE, () => modules.privacy.runRetention());
  app.jobs.every('stale-sign-ups', 60 * MINUTE, () => modules.auth.purgeStale());
  app.jobs.every('audit-retention', 60 * MINUTE, () => modules.audit.prune());
  app.jobs.every('staff-invitations', 60 * MINUTE, () => modules.staff.team.purgeExpiredInvitations());
  app.jobs.every('card-token-failures', 60 * MINUTE, () => modules.membership.purgeTokenFailures());
  app.jobs.every('indicator-months', 60 * MINUTE, () => modules.indicators.storeClosedMonths());

  await app.register(apiRoutes, { prefix: API_PREFIX, modules, config });
  await app.register(cardKeyRoutes, { cardKeys: modules.cardKeys, service: modules.membership });
  await app.register(webApp, { webDistDir: config.WEB_DIST_DIR });
  return app;
}
