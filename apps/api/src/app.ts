import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@game-assist/contracts';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { SmsSender } from './lib/sms/sms-sender.js';
import type { Secrets } from './lib/secrets.js';
import { LOG_SERIALIZERS } from './lib/logging.js';
import { lazyRequestLogger } from './lib/request-logger.js';
import { errorBody } from './lib/http-errors.js';
import { sendUnavailable } from './lib/unavailable.js';
import { errorHandling } from './plugins/error-handler.js';
import { apiDocs } from './plugins/api-docs.js';
import { authentication } from './plugins/auth.js';
import { rateLimits } from './plugins/rate-limit.js';
import { API_HEADERS, securityHeaders } from './plugins/security-headers.js';
import { webApp } from './plugins/web-app.js';
import { createHealthService, healthRoutes } from './modules/health/index.js';
import { affiliateRoutes, createAffiliateService } from './modules/affiliates/index.js';
import { catalogueRoutes, createCatalogueService } from './modules/catalogue/index.js';
import { createFeaturedUserService, featuredUserRoutes } from './modules/featured-users/index.js';
import { createOfferService, offerRoutes } from './modules/offers/index.js';
import { createSubscriberService, subscriberRoutes } from './modules/subscriber/index.js';
import { authRoutes, createAccessTokens, createAuthService, createEndedSessions } from './modules/auth/index.js';
import {
  cardKeyRoutes,
  createDependantService,
  createMembershipService,
  dependantRoutes,
  createTokenFailures,
  ephemeralCardKeys,
  membershipRoutes,
  titularOf,
  type CardKeys,
} from './modules/membership/index.js';
import { createOutbox, createSealer, type Outbox } from './modules/mail/index.js';
import { consentRoutes, createConsentService } from './modules/consents/index.js';
import { createPrivacyService, privacyRoutes, type PrivacyService } from './modules/privacy/index.js';
import { createOneTimeCodes } from './modules/one-time-codes/index.js';
import { createNotificationService, notificationRoutes } from './modules/notifications/index.js';
import {
  createPushSender,
  createPushService,
  ephemeralVapidKeys,
  pushRoutes,
  type VapidKeys,
} from './modules/push/index.js';
import {
  createServiceRequestService,
  serviceRequestRoutes,
  type ServiceRequestService,
} from './modules/service-requests/index.js';
import { operatorCheck } from './modules/accounts/index.js';
import {
  createPaymentService,
  gavePayerCpf,
  paymentRoutes,
  providersFor,
  type PaymentService,
} from './modules/payments/index.js';
import {
  createWalletService,
  createWalletUpdates,
  walletRoutes,
  type WalletCredentials,
  type WalletService,
} from './modules/wallet/index.js';
import { SAMPLE_PIX_KEY } from './config.js';

const STALE_SIGN_UP_PURGE_INTERVAL_MS = 60 * 60_000;
const BILLING_CYCLE_INTERVAL_MS = 5 * 60_000;
const OVERDUE_DIGEST_INTERVAL_MS = 10 * 60_000;
const RETENTION_INTERVAL_MS = 60 * 60_000;
/** How often each wallet pass is compared with its card: the most a change waits before its push leaves. */
export const WALLET_SYNC_INTERVAL_MS = 60_000;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Sends phone verification codes (SMS_URL, or the console in development); none: not offered. */
  sms?: SmsSender;
  clock: Clock;
  secrets: Secrets;
  /** The member cards' signing keys (server: loadCardKeys); by default made for this app alone. */
  cardKeys?: CardKeys;
  /** The web push keys (server: loadVapidKeys); by default made for this app alone. */
  vapid?: VapidKeys;
  /** Apple's and Google's wallet keys (server: loadWalletCredentials); without them, no wallet buttons. */
  wallet?: WalletCredentials;
  /** Where per-IP rate limits and wrong card tokens are counted (REDIS_URL); without it, in this process's memory. */
  redis?: Redis;
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Tests drain the mail outbox (and purge stale sign-ups) by hand; the server does both on timers. */
  startOutbox?: boolean;
  /** How long GET /api/health waits for the database's ping before reporting it down (ms). */
  healthPingTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    /** Tests run its billing cycle by hand, with their clock; the server runs it on a timer. */
    payments: PaymentService;
    /** Tests send the overdue digest by hand, with their clock; the server runs it on a timer. */
    serviceRequests: ServiceRequestService;
    /** Tests run the retention deletions by hand, with their clock; the server runs them on a timer. */
    privacy: PrivacyService;
    /** Tests run the wallet passes' sync by hand, with their clock; the server runs it on a timer. */
    wallet: WalletService;
    /** First step of a graceful shutdown: answer new requests 503 while in-flight ones finish. */
    startDraining(): void;
  }
}

/** Tests, the server and benchmarks all start here, with the database, mailer and clock they want. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  // Whatever logger is given, a failed query's parameters never reach it.
  const logger = deps.logger?.child({}, { serializers: LOG_SERIALIZERS });
  const app = Fastify({
    ...(logger ? { loggerInstance: logger, childLoggerFactory: lazyRequestLogger } : { logger: false }),
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 64 * 1024,
    // The draining hook below answers instead, with Retry-After.
    return503OnClosing: false,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: false,
    keepAliveTimeout: 5_000,
    // Refusals before any hook runs get the one error shape, and never the URL back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const answer = reply as unknown as FastifyReply;
      for (const [name, value] of API_HEADERS) void answer.header(name, value);
      void answer
        .code(status)
        .header('Cache-Control', 'no-store')
        .send(errorBody(status, status === 414 ? 'Endereço longo demais.' : 'Endereço inválido.'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Graceful shutdown: a request already on the wire is answered, not reset.
  let closing = false;
  // New requests get 503 + Retry-After while in-flight ones finish, rather than a reset.
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 1000);
    sweeper.unref();
    app.server.once('close', () => clearInterval(sweeper));
  });
  // Synchronous hooks: an async one costs a promise per request (docs/benchmarks.md).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing || draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling);
  await app.register(securityHeaders, { webDistDir: config.WEB_DIST_DIR, publicUrl: config.PUBLIC_URL });
  // After the security headers' hook, so this answer carries them too; onSend closes the connection.
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining && !closing) return done();
    sendUnavailable(request, reply, 'O servidor está reiniciando. Tente novamente em instantes.', 5);
  });
  // Overload is answered, not suffered.
  if (config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS > 0) {
    await app.register(underPressure, { maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, retryAfter: 5 });
  }
  await app.register(rateLimits, { redis: deps.redis, keyPrefix: config.REDIS_KEY_PREFIX, log: app.log });
  // Before any route: the document is made of the routes registered after it.
  await app.register(apiDocs);

  const { db } = deps.database;
  const accessTokens = createAccessTokens(deps.secrets.jwtSecret, deps.clock);
  const endedSessions = createEndedSessions(db, deps.clock);
  await app.register(authentication, {
    accessTokens,
    isOperator: operatorCheck(db, config.OPERATOR_EMAILS),
    sessionEnded: endedSessions.isEnded,
  });
  const vapid = deps.vapid ?? ephemeralVapidKeys();
  const walletCredentials = deps.wallet ?? {};
  // The wallet service needs the outbox and the outbox its transport: the transport asks the service late.
  const walletUpdates = createWalletUpdates({
    db,
    clock: deps.clock,
    credentials: walletCredentials,
    googleObjectOf: (serial) => wallet.googleObjectOf(serial),
  });
  app.addHook('onClose', async () => walletUpdates.close());
  const outbox = createOutbox({
    db,
    mailer: deps.mailer,
    push: createPushSender({ db, vapid, serviceUrl: config.PUSH_SERVICE_URL }),
    wallet: walletUpdates,
    clock: deps.clock,
    sealer: createSealer(deps.secrets.otpHmacKey),
    log: app.log,
  });
  if (deps.startOutbox !== false) {
    outbox.start();
    app.addHook('onClose', () => outbox.stop());
  }
  app.decorate('outbox', outbox);
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const cardKeys = deps.cardKeys ?? (await ephemeralCardKeys());
  const membership = createMembershipService({
    db,
    clock: deps.clock,
    cardKeys,
    issuer: new URL(publicUrl).origin,
    tokenFailures: createTokenFailures({
      ...(deps.redis ? { redis: deps.redis } : {}),
      keyPrefix: config.REDIS_KEY_PREFIX,
      clock: deps.clock,
    }),
  });
  const wallet = createWalletService({
    db,
    clock: deps.clock,
    outbox,
    credentials: walletCredentials,
    publicUrl,
    tokenKey: deps.secrets.otpHmacKey,
    cardOf: (subscriptionId, dependantId) => membership.issueCard(subscriptionId, dependantId ?? undefined),
  });
  app.decorate('wallet', wallet);
  const codes = createOneTimeCodes({ clock: deps.clock, hmacKey: deps.secrets.otpHmacKey });
  const authService = createAuthService({
    db,
    clock: deps.clock,
    codes,
    accessTokens,
    outbox,
    publicUrl,
    sessionsEnded: endedSessions.forgetAccount,
    ...(deps.redis ? { redis: deps.redis, redisKeyPrefix: config.REDIS_KEY_PREFIX } : {}),
  });
  app.decorate('authService', authService);
  const notifications = createNotificationService({ db, clock: deps.clock, outbox, publicUrl });
  const serviceRequests = createServiceRequestService({
    db,
    clock: deps.clock,
    notifications,
    outbox,
    operatorEmails: config.OPERATOR_EMAILS,
    publicUrl,
  });
  app.decorate('serviceRequests', serviceRequests);
  const payments = createPaymentService({
    db,
    clock: deps.clock,
    outbox,
    notifications,
    publicUrl,
    providers: providersFor({
      // Development and tests without PIX_KEY use a sample key (server.ts says so once).
      pixKey: config.PIX_KEY ?? (config.NODE_ENV === 'production' ? undefined : SAMPLE_PIX_KEY),
      merchantName: config.PIX_MERCHANT_NAME,
      merchantCity: config.PIX_MERCHANT_CITY,
      ...(config.ASAAS_API_KEY ? { asaas: { apiUrl: config.ASAAS_API_URL, apiKey: config.ASAAS_API_KEY } } : {}),
    }),
  });
  app.decorate('payments', payments);
  const subscribers = createSubscriberService({
    db,
    clock: deps.clock,
    codes,
    sms: deps.sms,
    titularOf,
  });
  const privacy = createPrivacyService({
    db,
    clock: deps.clock,
    codes,
    outbox,
    cancellation: payments,
    sessionsEnded: endedSessions.forgetAccount,
    forget: (accountId) => subscribers.forget(accountId),
  });
  app.decorate('privacy', privacy);
  if (deps.startOutbox !== false) {
    // Every process runs it: each deletion removes a row once, whoever gets there first.
    const retain = () => {
      privacy.runRetention().catch((error: unknown) => app.log.warn({ err: error }, 'retention deletions failed'));
    };
    const retainer = setInterval(retain, RETENTION_INTERVAL_MS);
    retainer.unref();
    app.addHook('onReady', async () => retain());
    app.addHook('onClose', async () => clearInterval(retainer));
    // Every process purges; the delete is idempotent.
    const purge = () => {
      authService.purgeStale().catch((error: unknown) => app.log.warn({ err: error }, 'purging stale sign-ups failed'));
    };
    const purger = setInterval(purge, STALE_SIGN_UP_PURGE_INTERVAL_MS);
    purger.unref();
    app.addHook('onReady', async () => purge());
    app.addHook('onClose', async () => clearInterval(purger));
    // Every process runs it too: each step changes a row once, whoever gets there first.
    const bill = () => {
      payments.runBillingCycle().catch((error: unknown) => app.log.warn({ err: error }, 'billing cycle failed'));
    };
    const biller = setInterval(bill, BILLING_CYCLE_INTERVAL_MS);
    biller.unref();
    app.addHook('onReady', async () => bill());
    app.addHook('onClose', async () => clearInterval(biller));
    // Every process tries; the day's row lets one of them send (modules/service-requests/overdue-digest.ts).
    const digest = () => {
      serviceRequests
        .sendOverdueDigest()
        .catch((error: unknown) => app.log.warn({ err: error }, 'overdue digest failed'));
    };
    const digester = setInterval(digest, OVERDUE_DIGEST_INTERVAL_MS);
    digester.unref();
    app.addHook('onReady', async () => digest());
    app.addHook('onClose', async () => clearInterval(digester));
    // Every process compares; each pass's change is stored (and its push queued) once, by whoever gets there first.
    const syncPasses = () => {
      wallet.sync().catch((error: unknown) => app.log.warn({ err: error }, 'wallet pass sync failed'));
    };
    const syncer = setInterval(syncPasses, WALLET_SYNC_INTERVAL_MS);
    syncer.unref();
    app.addHook('onReady', async () => syncPasses());
    app.addHook('onClose', async () => clearInterval(syncer));
  }

  await app.register(
    async (api) => {
      api.addHook('onSend', (_request, reply, payload, done) => {
        // API answers are per person unless a route says otherwise.
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
        done(null, payload);
      });
      await api.register(healthRoutes, {
        service: createHealthService({ ping: deps.database.ping, pingTimeoutMs: deps.healthPingTimeoutMs }),
      });
      await api.register(authRoutes, {
        service: authService,
        otpIpLimitPerHour: config.OTP_IP_LIMIT_PER_HOUR,
        authIpLimitPerHour: config.AUTH_IP_LIMIT_PER_HOUR,
      });
      await api.register(subscriberRoutes, { service: subscribers, codeIpLimitPerHour: config.OTP_IP_LIMIT_PER_HOUR });
      await api.register(featuredUserRoutes, { service: createFeaturedUserService({ db }) });
      await api.register(membershipRoutes, {
        service: membership,
        verifyIpLimitPerHour: config.CARD_VERIFY_IP_LIMIT_PER_HOUR,
        tokenIpLimitPerHour: config.CARD_TOKEN_IP_LIMIT_PER_HOUR,
      });
      await api.register(dependantRoutes, {
        dependants: createDependantService({
          db,
          clock: deps.clock,
          codes,
          outbox,
          publicUrl,
          isTitularCpf: gavePayerCpf,
        }),
        accept: authService.acceptDependantInvite,
        acceptIpLimitPerHour: config.AUTH_IP_LIMIT_PER_HOUR * 2,
      });
      await api.register(serviceRequestRoutes, { service: serviceRequests });
      await api.register(paymentRoutes, { service: payments, asaasWebhookToken: config.ASAAS_WEBHOOK_TOKEN });
      await api.register(notificationRoutes, { service: notifications });
      await api.register(pushRoutes, {
        service: createPushService({ db, clock: deps.clock, vapid, serviceUrl: config.PUSH_SERVICE_URL }),
      });
      await api.register(consentRoutes, { service: createConsentService({ db, clock: deps.clock }) });
      await api.register(privacyRoutes, { service: privacy, codeLimitPerHour: config.OTP_IP_LIMIT_PER_HOUR });
      await api.register(catalogueRoutes, { service: createCatalogueService({ db }) });
      await api.register(affiliateRoutes, { service: createAffiliateService({ db }) });
      await api.register(offerRoutes, { service: createOfferService({ db }) });
      await api.register(walletRoutes, {
        service: wallet,
        passkitIpLimitPerHour: config.CARD_VERIFY_IP_LIMIT_PER_HOUR,
      });
    },
    { prefix: API_PREFIX },
  );

  await app.register(cardKeyRoutes, { cardKeys, service: membership });

  await app.register(webApp, { webDistDir: config.WEB_DIST_DIR });
  return app;
}
