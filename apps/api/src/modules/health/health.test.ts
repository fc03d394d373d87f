import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@game-assist/contracts';
import { createTestApp } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { trueWithin } from '#api/lib/true-within.js';

/** A ping timeout far below the server's 2 s, so a hung database is reported without the wait. */
const SHORT_PING_TIMEOUT_MS = 20;

/** GET /api/health over a database handle whose ping behaves as `ping` says. */
async function healthWith(database: TestDatabase, ping: () => Promise<boolean>, healthPingTimeoutMs?: number) {
  const ctx = await createTestApp(
    {},
    { database: { ...database, ping }, ...(healthPingTimeoutMs !== undefined ? { healthPingTimeoutMs } : {}) },
  );
  try {
    return await ctx.app.inject({ method: 'GET', url: '/api/health' });
  } finally {
    await ctx.close();
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
    const response = await healthWith(database, never, SHORT_PING_TIMEOUT_MS);
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('counts an answer slower than the configured ping timeout as down', async () => {
    // The ping answers "up", but only well after the short timeout has passed (timers fire in
    // order of their deadlines, so the timeout always comes first).
    const slow = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10 * SHORT_PING_TIMEOUT_MS));
    const response = await healthWith(database, slow, SHORT_PING_TIMEOUT_MS);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    // With the server's default timeout the same slow ping is in time.
    expect((await healthWith(database, slow)).statusCode).toBe(200);
  });

  it('answers 503 down when the ping fails', async () => {
    const response = await healthWith(database, () => Promise.reject(new Error('connection terminated')));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe('trueWithin', () => {
  it('gives the answer when it comes in time, and false when it does not', async () => {
    expect(await trueWithin(() => Promise.resolve(true), 1_000)).toBe(true);
    expect(await trueWithin(() => Promise.resolve(false), 1_000)).toBe(false);
    expect(await trueWithin(() => new Promise<boolean>(() => undefined), 10)).toBe(false);
  });
});
