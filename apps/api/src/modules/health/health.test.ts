import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@game-assist/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../lib/clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { MemoryMailer } from '../../test/app.js';
import { pingWithin } from './routes.js';

/** GET /api/health over a database handle whose ping behaves as `ping` says. */
async function healthWith(database: TestDatabase, ping: () => Promise<boolean>) {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }),
    database: { ...database, ping },
    mailer: new MemoryMailer(),
    clock: new ManualClock(),
    startOutbox: false,
    secrets: {
      jwtSecret: 'test-jwt-secret-0123456789abcdef0123456789',
      otpHmacKey: 'test-otp-key-0123456789abcdef0123456789ab',
    },
  });
  try {
    return await app.inject({ method: 'GET', url: '/api/health' });
  } finally {
    await app.close();
  }
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.destroy();
});

describe('GET /api/health', () => {
  it('answers 200 up while the database answers', async () => {
    const response = await healthWith(database, database.ping);
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 down, instead of hanging, when the database never answers', async () => {
    const never = () => new Promise<boolean>(() => undefined);
    const response = await healthWith(database, never);
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('answers 503 down when the ping fails', async () => {
    const response = await healthWith(database, () => Promise.reject(new Error('connection terminated')));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe('pingWithin', () => {
  it('gives the answer when it comes in time, and false when it does not', async () => {
    expect(await pingWithin(() => Promise.resolve(true), 1_000)).toBe(true);
    expect(await pingWithin(() => Promise.resolve(false), 1_000)).toBe(false);
    expect(await pingWithin(() => new Promise<boolean>(() => undefined), 10)).toBe(false);
  });
});
