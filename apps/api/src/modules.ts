import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { SAMPLE_PIX_KEY, type Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { Secrets } from './lib/secrets.js';
import type { SmsSender } from './lib/sms/sms-sender.js';
import { createAffiliatePortal } from './modules/affiliate-portal/index.js';
import { createAffiliateService } from './modules/affiliates/index.js';
import { createAuditService } from './modules/audit/index.js';
import {
  createAccessTokens,
  createAuthService,
  createPasswords,
  createEndedSessions,
  createSessionEndings,
} from './modules/auth/index.js';
import { createCatalogueService } from './modules/catalogue/index.js';
import { createConsentService } from './modules/consents/index.js';
import { createFeaturedUserService } from './modules/featured-users/index.js';
import { createHealthService } from './modules/health/index.js';
import { createOutbox, createSealer } from './modules/mail/index.js';
import {
  createDependantService,
  createMembershipService,
  createTokenFailures,
  ephemeralCardKeys,
  revokeCards,
  titularOf,
  type CardKeys,
} from './modules/membership/index.js';
import { createNotificationService } from './modules/notifications/index.js';
import { createOfferService } from './modules/offers/index.js';
import { createOfferVersions } from './modules/offer-versions/index.js';
import { createOneTimeCodes } from './modules/one-time-codes/index.js';
import { createPaymentService, isTitularCpf, providersFor, subscriptionBilling } from './modules/payments/index.js';
import { createIndicatorService } from './modules/indicators/index.js';
import { createLookupActions, createLookupService } from './modules/lookup/index.js';
import { createPrivacyService } from './modules/privacy/index.js';
import { createPushSender, createPushService, ephemeralVapidKeys, type VapidKeys } from './modules/push/index.js';
import { coveragesRequested, createServiceRequestService } from './modules/service-requests/index.js';
import { createStaffService, createStepUp } from './modules/staff/index.js';
import { createSubscriberService } from './modules/subscriber/index.js';
import { createSubscriptionService, renewingWith } from './modules/subscriptions/index.js';
import { createWalletService, createWalletUpdates, type WalletCredentials } from './modules/wallet/index.js';

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
  /** Tests drain the outbox and run the jobs by hand; the server does both on timers. */
  startOutbox?: boolean;
  /** How long GET /api/health waits for the database's ping before reporting it down (ms). */
  healthPingTimeoutMs?: number;
  /** Made by `createModules` beforehand when the caller (a test) wants to hold them; by default made here. */
  modules?: Modules;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Every module's service, made once from the app's dependencies: the routes, the jobs and the tests use these. */
export async function createModules(deps: AppDependencies, log: Log) {
  const { config, clock } = deps;
  const { db } = deps.database;
  if (config.OPERATOR_EMAILS.size > 0) {
    log.warn(
      'OPERATOR_EMAILS is deprecated (#66): the addresses it names work as atendimento and financeiro for one more release; give them their roles under /Operador → Equipe, and name the administradores in ADMIN_EMAILS',
    );
  }
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const redisOptions = deps.redis ? { redis: deps.redis, redisKeyPrefix: config.REDIS_KEY_PREFIX } : {};
  const accessTokens = createAccessTokens(deps.secrets.jwtSecret, clock);
  const endedSessions = createEndedSessions(db, clock);
  const sessionEndings = createSessionEndings({
    forgetAccount: endedSessions.forgetAccount,
    ...(deps.redis ? { redis: deps.redis } : {}),
    keyPrefix: config.REDIS_KEY_PREFIX,
  });
  await sessionEndings.start();
  const sessionsEnded = sessionEndings.ended;
  const vapid = deps.vapid ?? ephemeralVapidKeys();
  const walletCredentials = deps.wallet ?? {};
  // The wallet service needs the outbox and the outbox its transport: the transport asks the service late.
  const walletUpdates = createWalletUpdates({
    db,
    clock,
    credentials: walletCredentials,
    googleObjectOf: (serial) => wallet.googleObjectOf(serial),
  });
  const outbox = createOutbox({
    db,
    mailer: deps.mailer,
    push: createPushSender({ db, vapid, serviceUrl: config.PUSH_SERVICE_URL }),
    wallet: walletUpdates,
    clock,
    sealer: createSealer(deps.secrets.otpHmacKey),
    log,
  });
  const cardKeys = deps.cardKeys ?? (await ephemeralCardKeys(clock));
  const membership = createMembershipService({
    db,
    clock,
    cardKeys,
    issuer: new URL(publicUrl).origin,
    tokenFailures: createTokenFailures({
      db,
      ...(deps.redis ? { redis: deps.redis } : {}),
      keyPrefix: config.REDIS_KEY_PREFIX,
      clock,
    }),
  });
  const wallet = createWalletService({
    db,
    clock,
    outbox,
    credentials: walletCredentials,
    publicUrl,
    tokenKey: deps.secrets.otpHmacKey,
    cardOf: (subscriptionId, dependantId) => membership.cardOf(subscriptionId, dependantId ?? undefined),
  });
  const codes = createOneTimeCodes({ clock, hmacKey: deps.secrets.otpHmacKey });
  const audit = createAuditService({ db, clock, retentionYears: config.AUDIT_RETENTION_YEARS });
  const staff = createStaffService({
    db,
    clock,
    outbox,
    publicUrl,
    adminEmails: config.ADMIN_EMAILS,
    operatorEmails: config.OPERATOR_EMAILS,
  });
  const auth = createAuthService({
    db,
    clock,
    codes,
    passwords: createPasswords(config.PASSWORD_HASH_COST),
    passkeyHooks: {
      registrationRefusal: staff.passkeyRegistrationRefusal,
      registered: staff.passkeyRegistered,
      signedIn: staff.passkeySignedIn,
    },
    accessTokens,
    outbox,
    publicUrl,
    sessionsEnded,
    ...redisOptions,
  });
  const stepUp = createStepUp({ db, clock, passkeys: auth });
  const notifications = createNotificationService({ db, clock, outbox, publicUrl });
  const serviceRequests = createServiceRequestService({
    db,
    clock,
    notifications,
    outbox,
    staffMailTo: staff.mailTo,
    publicUrl,
  });
  const billingDeps = {
    db,
    clock,
    codes,
    outbox,
    notifications,
    publicUrl,
    staffMailTo: staff.mailTo,
    log,
    providers: providersFor({
      // Development and tests without PIX_KEY use a sample key (server.ts says so once).
      pixKey: config.PIX_KEY ?? (config.NODE_ENV === 'production' ? undefined : SAMPLE_PIX_KEY),
      merchantName: config.PIX_MERCHANT_NAME,
      merchantCity: config.PIX_MERCHANT_CITY,
      ...(config.ASAAS_API_KEY ? { asaas: { apiUrl: config.ASAAS_API_URL, apiKey: config.ASAAS_API_KEY } } : {}),
    }),
  };
  // Subscriptions sits below membership and payments: what its moves do to cards and charges is handed in.
  const subscriptions = createSubscriptionService({
    db,
    clock,
    revokeCards,
    notifications,
    outbox,
    billing: subscriptionBilling(billingDeps),
  });
  const payments = createPaymentService({ ...billingDeps, subscriptions });
  const subscribers = createSubscriberService({ db, clock, codes, sms: deps.sms, titularOf });
  const privacy = createPrivacyService({
    db,
    clock,
    codes,
    outbox,
    cancellation: subscriptions,
    sessionsEnded,
    forget: (accountId) => subscribers.forget(accountId),
  });
  const catalogue = createCatalogueService({ db });
  return {
    accessTokens,
    endedSessions,
    audit,
    staff,
    stepUp,
    lookup: createLookupService({ db, clock }),
    indicators: createIndicatorService({ db, clock }),
    lookupActions: createLookupActions({ db, clock, outbox, publicUrl, sessionsEnded, subscriptions }),
    outbox,
    cardKeys,
    membership,
    subscriptions,
    dependants: createDependantService({ db, clock, codes, outbox, publicUrl, isTitularCpf, sessionsEnded }),
    wallet,
    auth,
    notifications,
    serviceRequests,
    payments,
    subscribers,
    privacy,
    health: createHealthService({ ping: deps.database.ping, pingTimeoutMs: deps.healthPingTimeoutMs }),
    featuredUsers: createFeaturedUserService({ db }),
    push: createPushService({ db, clock, vapid, serviceUrl: config.PUSH_SERVICE_URL }),
    consents: createConsentService({ db, clock }),
    catalogue,
    affiliates: createAffiliateService({ db }),
    affiliatePortal: createAffiliatePortal({ db, clock, outbox, codes, publicUrl }),
    offers: createOfferService({ db }),
    offerVersions: createOfferVersions({
      db,
      clock,
      onApplied: () => catalogue.invalidate(),
      coveragesRequested,
      renewingWith,
      notify: (tx, accountId, notice) => notifications.notify(tx, accountId, notice),
    }),
    /** What the modules hold open beside the database: the outbox's timer, the wallet's HTTP/2 sessions. */
    async close() {
      await outbox.stop();
      await walletUpdates.close();
      sessionEndings.close();
    },
  };
}

export type Modules = Awaited<ReturnType<typeof createModules>>;
