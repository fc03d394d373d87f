import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '#api/app.js';
import { createModules, type AppDependencies, type Modules } from '#api/modules.js';
import type { CardKeys } from '#api/modules/membership/index.js';
import type { VapidKeys } from '#api/modules/push/index.js';
import { loadConfig, type Config } from '#api/config.js';
import { loadWalletCredentials } from '#api/modules/wallet/index.js';
import { ManualClock, type Clock } from '#api/lib/clock.js';
import { withLogSerializers } from '#api/lib/logging.js';
import { createSmtpMailer, type Mailer, type MailMessage } from '#api/lib/mail/mailer.js';
import type { SmsSender } from '#api/lib/sms/sms-sender.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { answerChecker, type Answer, type ApiDocument } from './documented-answers.js';

/** Collects mail in memory for API tests; with `relay` (a real SMTP server's mailer), each message is sent there first. */
export class MemoryMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: MailMessage[] = [];
  constructor(private readonly relay?: Mailer) {}
  async send(message: MailMessage): Promise<void> {
    await this.relay?.send(message);
    this.sent.push(message);
  }
  close(): void {
    this.relay?.close();
  }
}

/** The secrets every test app signs with (tests forging tokens use the same key). */
export const TEST_SECRETS = {
  jwtSecret: 'test-jwt-secret-0123456789abcdef0123456789',
  otpHmacKey: 'test-otp-key-0123456789abcdef0123456789ab',
} as const;

export interface TestContext<C extends Clock = ManualClock> {
  app: FastifyInstance;
  /** The app's own services (the same instances its routes use): tests run the jobs and drain the outbox by hand. */
  modules: Modules;
  database: TestDatabase;
  clock: C;
  mailer: MemoryMailer;
  config: Config;
  close(): Promise<void>;
  /** Sends what the outbox holds and returns the newest code mailed to `email`. */
  lastCodeFor(email: string): Promise<string | undefined>;
}

export interface TestAppOptions<C extends Clock = ManualClock> {
  logger?: FastifyBaseLogger;
  /** A database the caller opened and destroys itself; by default a fresh one, destroyed by `close()`. */
  database?: TestDatabase;
  /** By default a ManualClock the test moves by hand. */
  clock?: C;
  /** How long GET /api/health waits for the ping (buildApp's default unless given). */
  healthPingTimeoutMs?: number;
  /** Where rate limits are counted; by default in the app's memory. */
  redis?: Redis;
  /** The member cards' keys; by default made for this app alone. */
  cardKeys?: CardKeys;
  /** The web push keys; by default made for this app alone. */
  vapid?: VapidKeys;
  /** Where phone codes go; by default none (phone verification not offered). */
  sms?: SmsSender;
  /** A real SMTP server's URL (test-support's startSmtpCapture): the outbox's mail goes through it too. */
  smtp?: string;
  /** Routes a test adds to the built app, before it is ready (the answer check's own test). */
  extraRoutes?: (app: FastifyInstance) => void;
}

const SILENT = { info() {}, warn() {}, error() {} };

export async function createTestApp<C extends Clock = ManualClock>(
  env: Record<string, string> = {},
  options: TestAppOptions<C> = {},
): Promise<TestContext<C>> {
  // Several PGlite instances share a test process's event loop; their start-up stalls would
  // trip overload protection, so it is off unless a test turns it on.
  const config = loadConfig({
    NODE_ENV: 'test',
    OPERATOR_EMAILS: TEST_OPERATOR_EMAIL,
    WEB_DIST_DIR: '/nonexistent',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    PASSWORD_HASH_COST: 'test',
    ...env,
  });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  // Without a clock of the caller's, C is its default, ManualClock.
  const clock = options.clock ?? (new ManualClock() as Clock as C);
  const mailer = new MemoryMailer(options.smtp ? createSmtpMailer(options.smtp, config.MAIL_FROM) : undefined);
  let app: FastifyInstance;
  let modules: Modules;
  try {
    const deps: AppDependencies = {
      config,
      database,
      mailer,
      clock,
      startOutbox: false,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.redis ? { redis: options.redis } : {}),
      ...(options.cardKeys ? { cardKeys: options.cardKeys } : {}),
      ...(options.sms ? { sms: options.sms } : {}),
      ...(options.vapid ? { vapid: options.vapid } : {}),
      // The wallets' keys from the env, read as the server reads them.
      wallet: await loadWalletCredentials(config),
      ...(options.healthPingTimeoutMs !== undefined ? { healthPingTimeoutMs: options.healthPingTimeoutMs } : {}),
      secrets: TEST_SECRETS,
    };
    modules = await createModules(deps, options.logger ? withLogSerializers(options.logger) : SILENT);
    app = await buildApp({ ...deps, modules });
    checkAnswersAgainstTheDocument(app);
    options.extraRoutes?.(app);
    await app.ready();
  } catch (error) {
    if (ownsDatabase) await database.destroy();
    throw error;
  }
  return {
    app,
    modules,
    database,
    clock,
    mailer,
    config,
    async lastCodeFor(email) {
      await modules.outbox.drain();
      const mail = mailer.sent.filter((message) => message.to === email).at(-1);
      return mail?.text.match(/código[^:\n]* é: (\d{6})/)?.[1];
    },
    async close() {
      await app.close();
      mailer.close();
      if (ownsDatabase) await database.destroy();
    },
  };
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** The text of what a route sends (undefined for a stream), decompressed when it was sent compressed. */
function sentText(payload: unknown, encoding: unknown): string | undefined {
  if (payload == null) return '';
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
  if (!bytes) return undefined;
  const decode = typeof encoding === 'string' ? DECODERS[encoding] : undefined;
  return (decode ? decode(bytes) : bytes).toString('utf8');
}

/**
 * Every answer the app gives is checked against GET /api/openapi.json (its operation, status,
 * media type and JSON body); `inject` rejects, naming the mismatch, when one does not hold.
 */
function checkAnswersAgainstTheDocument(app: FastifyInstance): void {
  const mismatches = new WeakMap<object, string[]>();
  let check: ((answer: Answer) => string[]) | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    check ??= answerChecker(app.swagger() as unknown as ApiDocument);
    const contentType = reply.getHeader('content-type');
    const found = check({
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      statusCode: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: sentText(payload, reply.getHeader('content-encoding')),
    });
    if (found.length > 0) mismatches.set(request.raw, found);
    return payload;
  });
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const found = mismatches.get(response.raw.req);
    if (found) throw new Error(`The answer is not the one /api/openapi.json documents:\n- ${found.join('\n- ')}`);
    return response;
  };
  // The chained form (`inject().get(...)`) and the callback form are left as Fastify has them.
  app.inject = ((...args: [InjectOptions | string]) =>
    args.length === 1 && args[0] ? checked(args[0]) : inject(...args)) as typeof app.inject;
}

/** POST /api`url` on one process, with a bearer token when given. */
export const apiPost = (ctx: Pick<TestContext<Clock>, 'app'>, url: string, payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const TEST_PASSWORD = 'Segura#2026';
/** The operator every test app has unless its env names others: it confirms the tests' payments. */
export const TEST_OPERATOR_EMAIL = 'central.testes@exemplo.com.br';
/** A CPF whose check digits hold (the tests' payer). */
export const TEST_CPF = '529.982.247-25';

/** Signs a subscriber up through the API (sign-up, then the mailed code): the session the confirmation starts. */
export async function signUpSubscriber(
  ctx: Pick<TestContext<Clock>, 'app' | 'lastCodeFor'>,
  email: string,
  fields: { firstName: string; lastName: string; affiliateCode?: string } = { firstName: 'Ana', lastName: 'Souza' },
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/singup',
    payload: { email, password: TEST_PASSWORD, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const otp = await ctx.lastCodeFor(email);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { identifier: email, type: 'email', otp },
  });
  if (confirmed.statusCode !== 201) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json() as { access_token: string; refresh_token: string; user: { id: string } };
}

const operatorIds = new WeakMap<object, Promise<string>>();

/** A fresh access token of the first OPERATOR_EMAILS operator (signed up on first use), at the clock's time. */
export async function operatorToken(ctx: Pick<TestContext<Clock>, 'app' | 'lastCodeFor' | 'config'>): Promise<string> {
  let id = operatorIds.get(ctx.app);
  if (!id) {
    const operators = [...ctx.config.OPERATOR_EMAILS];
    const email = operators.includes(TEST_OPERATOR_EMAIL) ? TEST_OPERATOR_EMAIL : operators[0];
    if (!email) throw new Error('paying needs an operator: give the test app OPERATOR_EMAILS');
    id = signUpSubscriber(ctx, email, { firstName: 'Olga', lastName: 'Central' }).then((session) => session.user.id);
    operatorIds.set(ctx.app, id);
  }
  return ctx.app.accessTokens.sign(await id);
}

/** Pays as a person and an operator do (PIX checkout, 'Confirmar recebimento'), through the API: the charge id. */
export async function paySubscription(
  ctx: Pick<TestContext<Clock>, 'app' | 'lastCodeFor' | 'config'>,
  accessToken: string,
  cpf = TEST_CPF,
): Promise<string> {
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: '/api/assinatura/checkout',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'idempotency-key': `pagar-${Math.random().toString(36).slice(2)}`,
    },
    payload: { method: 'pix', cpf },
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const { charge } = checkout.json() as { charge: { id: string } };
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/operador/cobrancas/${charge.id}/confirmar`,
    headers: { authorization: `Bearer ${await operatorToken(ctx)}` },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return charge.id;
}

/** A new subscriber who has paid: signed up, confirmed, checked out and confirmed by an operator. */
export async function signUpPaidSubscriber(
  ctx: Pick<TestContext<Clock>, 'app' | 'lastCodeFor' | 'config'>,
  email: string,
  names?: { firstName: string; lastName: string },
) {
  const session = await signUpSubscriber(ctx, email, names);
  await paySubscription(ctx, session.access_token);
  return session;
}

/** Opens the app `open` makes before the suite's tests, and closes it and its database after; the getter reads it. */
export function suiteApp<C extends Clock>(open: () => Promise<TestContext<C>>): () => TestContext<C> {
  let ctx: TestContext<C> | undefined;
  beforeAll(async () => {
    ctx = await open();
  });
  afterAll(async () => {
    await ctx?.close();
    await ctx?.database.destroy();
  });
  return () => {
    if (!ctx) throw new Error('the test app is not open yet');
    return ctx;
  };
}

/**
 * A suite's app (suiteApp) with the code and sign-in throttles lifted, each test two hours on from the
 * last (fresh addresses, past any throttle window); `post` sends a JSON body, `get` a bearer token.
 */
export function unthrottledSuite(env: Record<string, string> = {}) {
  const app = suiteApp(() =>
    createTestApp({ OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000', ...env }),
  );
  beforeEach(() => app().clock.advance(2 * 60 * 60_000));
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const get = (url: string, token: string) =>
    app().app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  return { app, post, get };
}
