/**
 * The writes' floor (#49 item 3): a bare node:http server that runs the product's own write use
 * cases — the same SQL statements in the same transactions through the same driver, from the built
 * API — without what the product puts around them (Fastify, authentication, schema checks and
 * serialisation). The account is named by a header instead of an access token. Started by
 * write-floor.ts with the product's environment and a database of its own or the same one.
 */
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The app's types too: the modules' routes declare route options its plugins add to Fastify's.
import type {} from '../../apps/api/src/app.js';
import type * as AppModules from '../../apps/api/src/modules.js';
import type * as Config from '../../apps/api/src/config.js';
import type * as DbClient from '../../apps/api/src/db/client.js';
import type * as Clock from '../../apps/api/src/lib/clock.js';
import type * as Mailer from '../../apps/api/src/lib/mail/mailer.js';
import type * as Secrets from '../../apps/api/src/lib/secrets.js';
import type * as Logging from '../../apps/api/src/lib/logging.js';
import type * as Membership from '../../apps/api/src/modules/membership/index.js';

const dist = path.resolve(import.meta.dirname, '../../apps/api/dist');
const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(path.join(dist, file)).href)) as T;

const { createModules } = await load<typeof AppModules>('modules.js');
const { loadConfig } = await load<typeof Config>('config.js');
const { openDatabase } = await load<typeof DbClient>('db/client.js');
const { systemClock } = await load<typeof Clock>('lib/clock.js');
const { createSmtpMailer } = await load<typeof Mailer>('lib/mail/mailer.js');
const { loadSecrets } = await load<typeof Secrets>('lib/secrets.js');
const { createLogger } = await load<typeof Logging>('lib/logging.js');
const { loadCardKeys } = await load<typeof Membership>('modules/membership/index.js');

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  maxPendingTransactions: config.DATABASE_MAX_PENDING_TRANSACTIONS,
});
const logger = createLogger(config.LOG_LEVEL);
const modules = await createModules(
  {
    config,
    database,
    mailer: createSmtpMailer(config.SMTP_URL!, config.MAIL_FROM),
    clock: systemClock,
    secrets: await loadSecrets({
      dataDir: config.DATA_DIR,
      jwtSecret: config.JWT_SECRET,
      otpHmacKey: config.OTP_HMAC_KEY,
    }),
    cardKeys: await loadCardKeys({ dataDir: config.DATA_DIR, fromEnv: config.CARD_SIGNING_KEYS, clock: systemClock }),
    logger,
    redis: undefined,
  },
  logger,
);
modules.outbox.start();

async function jsonBody(request: IncomingMessage): Promise<never> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as never;
}

const writes: Record<string, (accountId: string, body: never, key: string) => Promise<unknown>> = {
  '/atendimentos': async (accountId, body, key) => (await modules.serviceRequests.create(accountId, body, key)).request,
  '/checkout': async (accountId, body, key) => ({
    charge: (await modules.payments.checkout(accountId, body, key)).charge,
  }),
};

/** A refusal the use case threw (the API's `HttpError`: a 4xx status and its reason), answered as such. */
const refusalOf = (error: unknown) =>
  error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500
    ? { statusCode: error.statusCode, message: error.message, reason: (error as { reason?: unknown }).reason }
    : undefined;

/** Writes still running: a stop waits for them before it closes the database. */
const inFlight = new Set<Promise<void>>();

const server = createServer((request, response) => {
  const write = writes[request.url ?? ''];
  if (request.url === '/health') return void response.end('ok');
  if (!write || request.method !== 'POST') return void response.writeHead(404).end();
  const accountId = String(request.headers['x-account-id']);
  const key = String(request.headers['idempotency-key']);
  const running = jsonBody(request)
    .then((body) => write(accountId, body, key))
    .then(
      (answer) => ({ status: 201, answer }),
      (error: unknown) => {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return { status: refusal.statusCode, answer: refusal };
      },
    )
    .then(({ status, answer }) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer));
    })
    .catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    })
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
});
server.listen(config.PORT, config.HOST);

// A load run ends with writes still queued (the client gave up on them): they finish before the
// database closes, instead of failing with 'PGlite is closed'.
const stop = () => {
  server.close();
  server.closeAllConnections();
  void Promise.allSettled([...inFlight])
    .then(() => modules.close())
    .then(() => database.close());
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
