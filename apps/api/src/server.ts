import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { serveBackups } from './db/backup.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/index.js';
import { fileOffsetClock, systemClock } from './lib/clock.js';
import { createConsoleMailer, createSmtpMailer } from './lib/mail/mailer.js';
import { createConsoleSmsSender, createHttpSmsSender } from './lib/sms/sms-sender.js';
import { loadSecrets } from './lib/secrets.js';
import { preparePrivateDataDir } from './lib/data-dir.js';
import { loadCardKeys } from './modules/membership/index.js';
import { loadVapidKeys, vapidSubject } from './modules/push/index.js';
import { loadWalletCredentials } from './modules/wallet/index.js';
import { waitUntilQuiet } from './lib/drain.js';
import { createLogger, readableLogDestination, wantsReadableLogs } from './lib/logging.js';
import { connectRedis, createRedisClient } from './lib/redis.js';
import { describeCause, StartupError } from './lib/startup-error.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

/** New requests get 503 this long before the listener closes (lib/drain.ts). */
const DRAIN = { minMs: 1_000, maxMs: 7_000 };
const SHUTDOWN_LIMIT_MS = 10_000;

const logger = createLogger(
  config.LOG_LEVEL,
  wantsReadableLogs(config.NODE_ENV, process.stdout.isTTY) ? readableLogDestination() : undefined,
);

async function main(): Promise<void> {
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    throw new StartupError(
      'SMTP_URL is not set: a production start (NODE_ENV=production) needs a mail server to send sign-in codes',
    );
  }
  if (config.NODE_ENV === 'production' && !config.PIX_KEY && !config.ASAAS_API_KEY) {
    throw new StartupError(
      'Neither PIX_KEY nor ASAAS_API_KEY is set: a production start (NODE_ENV=production) needs a way to take payments',
    );
  }
  await preparePrivateDataDir(config.DATA_DIR);
  const secrets = await loadSecrets({
    dataDir: config.DATA_DIR,
    jwtSecret: config.JWT_SECRET,
    otpHmacKey: config.OTP_HMAC_KEY,
  });
  const clock = config.TEST_CLOCK_FILE ? fileOffsetClock(config.TEST_CLOCK_FILE) : systemClock;
  const cardKeys = await loadCardKeys({ dataDir: config.DATA_DIR, fromEnv: config.CARD_SIGNING_KEYS, clock });
  const vapid = await loadVapidKeys({
    dataDir: config.DATA_DIR,
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: vapidSubject(config.VAPID_SUBJECT, config.MAIL_FROM),
  });
  const wallet = await loadWalletCredentials(config);
  logger.info({ apple: Boolean(wallet.apple), google: Boolean(wallet.google) }, 'wallet passes');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    maxPendingTransactions: config.DATABASE_MAX_PENDING_TRANSACTIONS,
  });
  await seedDatabase(database.db, { demoSubscriber: config.NODE_ENV !== 'production' }).catch((error: unknown) => {
    throw new StartupError(`Cannot load the seed data: ${describeCause(error)}`, { cause: error });
  });
  // PGlite makes its files mode 666 whatever the umask: mended once made; later ones stay behind DATA_DIR's 0700.
  await preparePrivateDataDir(config.DATA_DIR);
  logger.info({ database: database.kind }, 'database ready');

  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createConsoleMailer();
  if (mailer.kind === 'console') {
    logger.warn('SMTP_URL is not set (development): e-mails are printed to this console instead of being sent');
  }
  if (!config.PIX_KEY && !config.ASAAS_API_KEY) {
    logger.warn(
      'PIX_KEY is not set (development): PIX codes use a sample key that pays nobody; an operator (OPERATOR_EMAILS, by default the seeded operator) confirms payments on /Operador',
    );
  }
  const sms = config.SMS_URL
    ? createHttpSmsSender(config.SMS_URL)
    : config.NODE_ENV === 'production'
      ? undefined
      : createConsoleSmsSender();
  if (!sms) logger.info('SMS_URL is not set: phone verification is not offered');
  else if (sms.kind === 'console') logger.warn('SMS_URL is not set (development): SMS are printed to this console');

  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL) : undefined;
  if (redis) {
    // Without Redis the server still starts: limits are counted in memory until it answers.
    const connected = await connectRedis(redis);
    logger.info({ rateLimits: connected ? 'redis' : 'memory until Redis answers' }, 'rate limits ready');
  }

  const app = await buildApp({
    config,
    database,
    mailer,
    ...(sms ? { sms } : {}),
    clock,
    secrets,
    cardKeys,
    vapid,
    wallet,
    logger,
    redis,
  });

  // `npm run backup` asks this process: PGlite's files are one process's alone.
  const backups = database.dumpDataDir
    ? await serveBackups(config.DATA_DIR, database.dumpDataDir, logger).catch((error: unknown) => {
        // e.g. a DATA_DIR path longer than a socket's path may be: the server runs all the same.
        logger.warn({ err: error }, 'npm run backup cannot reach this server: stop it to take a backup');
        return undefined;
      })
    : undefined;

  // One graceful close for a stop signal or an uncaught error; a second signal exits at once.
  closeWithGrace(
    {
      delay: SHUTDOWN_LIMIT_MS,
      logger: false,
      onTimeout: () => logger.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`),
      onSecondSignal: (signal) => logger.warn({ signal }, 'second stop signal while shutting down: exiting now'),
      onSecondError: (error) => logger.error({ err: error }, 'another uncaught error while shutting down: exiting now'),
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'uncaught error: shutting down');
      else logger.info({ signal }, 'shutting down: finishing in-flight requests');
      try {
        app.startDraining();
        if (!(await waitUntilQuiet(app.server, DRAIN))) {
          logger.warn(`connections still open after ${DRAIN.maxMs / 1000} s of draining: closing anyway`);
        }
        await app.close();
        backups?.close();
        mailer.close();
        redis?.disconnect();
        await database.close();
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        throw error;
      }
      logger.info('shutdown complete');
    },
  );

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    throw new StartupError(`Cannot listen on ${config.HOST}:${config.PORT}: ${listenFailure(error)}`, {
      cause: error,
    });
  }
}

function listenFailure(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return 'the port is already in use (EADDRINUSE): stop the other server or set PORT';
    case 'EACCES':
      return 'permission denied (EACCES): pick a PORT above 1023';
    case 'EADDRNOTAVAIL':
      return 'no such address on this machine (EADDRNOTAVAIL): check HOST';
    default:
      return describeCause(error);
  }
}

// One line naming the cause, no stack trace, no password; the redacted error at debug level.
main().catch((error: unknown) => {
  logger.debug({ err: error }, 'server failed to start');
  const message = error instanceof StartupError ? error.message : `Cannot start the server: ${describeCause(error)}`;
  process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(1);
});
