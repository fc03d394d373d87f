import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ManualClock } from '../lib/clock.js';
import type { Mailer, MailMessage } from '../lib/mail/mailer.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/** Collects mail in memory for API tests (the SMTP path is tested against a real SMTP server). */
export class MemoryMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  mailer: MemoryMailer;
  config: Config;
  close(): Promise<void>;
  /** Sends what the outbox holds and returns the newest code mailed to `email`. */
  lastCodeFor(email: string): Promise<string | undefined>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  // PGlite runs on the test process's event loop: overload protection would trip on start-up stalls.
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
    ...env,
  });
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const mailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    clock,
    startOutbox: false,
    secrets: {
      jwtSecret: 'test-jwt-secret-0123456789abcdef0123456789',
      otpHmacKey: 'test-otp-key-0123456789abcdef0123456789ab',
    },
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer,
    config,
    async lastCodeFor(email) {
      await app.outbox.drain();
      const mail = mailer.sent.filter((message) => message.to === email).at(-1);
      return mail?.text.match(/código de acesso é: (\d{6})/)?.[1];
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
