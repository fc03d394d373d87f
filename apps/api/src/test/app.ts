import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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

export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestContext> {
  // Several PGlite instances share a test process's event loop; their start-up stalls would
  // trip overload protection, so it is off unless a test turns it on.
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
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
    ...(options.logger ? { logger: options.logger } : {}),
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

/** Signs up a new subscriber through the API and returns its session. */
export async function signUpSubscriber(
  ctx: TestContext,
  email: string,
  names = { firstName: 'Ana', lastName: 'Souza' },
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/singup',
    payload: { email, password: 'Segura#2026', ...names },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string; user: { id: string } };
}
