import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/index.js';
import { systemClock } from './lib/clock.js';
import { createLogMailer, createSmtpMailer } from './lib/mail/mailer.js';
import { loadSecrets } from './lib/secrets.js';
import { createLogger } from './lib/logging.js';

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

/** How long new requests are turned away with 503 before the listener closes. */
const DRAIN_MS = 1_000;

const logger = createLogger(config.LOG_LEVEL);

async function main(): Promise<void> {
  const secrets = await loadSecrets({
    dataDir: config.DATA_DIR,
    jwtSecret: config.JWT_SECRET,
    otpHmacKey: config.OTP_HMAC_KEY,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await seedDatabase(database.db);
  logger.info({ database: database.kind }, 'database ready');

  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createLogMailer(logger);
  if (mailer.kind === 'log') {
    logger.warn('SMTP_URL is not set: e-mails (sign-in codes) are written to this log instead of being sent');
  }

  const app = await buildApp({ config, database, mailer, clock: systemClock, secrets, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took over 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      app.startDraining();
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      await app.close();
      mailer.close();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
