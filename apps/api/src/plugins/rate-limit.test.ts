import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logging.js';
import { connectRedis, createRedisClient } from '#api/lib/redis.js';
import { createTestApp, type TestContext } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { openTestRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '#api/test/redis.js';
import { startTcpProxy, type TcpProxy } from '#api/test/tcp-proxy.js';

/**
 * With REDIS_URL the per-IP limits are counted in Redis, so two processes share one budget; when
 * Redis goes away each process counts in its memory (with a warning) and Redis takes over again
 * when it returns. Two apps stand for two processes; the second reaches Redis through a TCP relay
 * the test cuts and restores.
 */
const PREFIX = uniqueRedisPrefix('rate-limit');
/** POST /api/logout allows ten times AUTH_IP_LIMIT_PER_HOUR per IP: 10 here. */
const LIMIT = 10;
const env = { AUTH_IP_LIMIT_PER_HOUR: String(LIMIT / 10), REDIS_KEY_PREFIX: PREFIX };

let database: TestDatabase;
let checks: Awaited<ReturnType<typeof openTestRedis>>;
let proxy: TcpProxy;
let direct: Redis;
let relayed: Redis;
let first: TestContext;
let second: TestContext;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  checks = await openTestRedis(PREFIX);
  const target = new URL(TEST_REDIS_URL);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  direct = createRedisClient(TEST_REDIS_URL);
  const relayedUrl = new URL(TEST_REDIS_URL);
  relayedUrl.host = `127.0.0.1:${proxy.port}`;
  relayed = createRedisClient(relayedUrl.toString());
  expect(await connectRedis(direct)).toBe(true);
  expect(await connectRedis(relayed)).toBe(true);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  database = await createTestDatabase({ seed: false });
  first = await createTestApp(env, { database, redis: direct });
  second = await createTestApp(env, { database, redis: relayed, logger: createLogger('info', sink) });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  direct?.disconnect();
  relayed?.disconnect();
  await proxy?.close();
  await checks?.cleanup();
  await database?.destroy();
});

const logout = (ctx: TestContext, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: randomUUID() }, remoteAddress });

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; !(await condition());) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rate limits in Redis', () => {
  it('count one budget across processes: alternating requests, exactly the limit succeed', async () => {
    const address = '198.51.100.1';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i += 1) statuses.push((await logout(i % 2 ? second : first, address)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429]);
    expect(await checks.keys()).toContain(`${PREFIX}rate-limit:POST/api/logout-${address}`);
  });

  it('answer a limited request with the JSON error, x-ratelimit-* headers and Retry-After', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < LIMIT; i += 1) expect((await logout(first, address)).statusCode).toBe(200);
    const limited = await logout(second, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toContain('application/json');
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Muitas requisições\. Tente novamente em \d+ s\.$/),
    });
  });

  it('fall back to memory with a warning while Redis is away, and share again when it returns', async () => {
    const spent = '198.51.100.3';
    for (let i = 0; i < LIMIT; i += 1) expect((await logout(first, spent)).statusCode).toBe(200);

    await proxy.cut();
    // The process without Redis keeps answering, counting in its own memory: a full budget there.
    const offline = '198.51.100.4';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await logout(second, offline)).statusCode);
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect((await logout(second, spent)).statusCode).toBe(200);
    const warnings = logLines.filter((line) => line.level === 40 && line.msg.includes('Redis is unavailable'));
    expect(warnings).toHaveLength(1);
    expect(await checks.keys()).not.toContain(`${PREFIX}rate-limit:POST/api/logout-${offline}`);

    await proxy.restore();
    await until(() => relayed.status === 'ready', 'the client reconnects through the restored relay');
    // A probe address until Redis holds its count: the store is back on Redis.
    const probe = '198.51.100.6';
    await until(async () => {
      await logout(second, probe);
      return (await checks.redis.exists(`${PREFIX}rate-limit:POST/api/logout-${probe}`)) === 1;
    }, 'rate limits counted in Redis again');
    // Redis's counts take over again: the address spent before the outage is still limited.
    expect((await logout(second, spent)).statusCode).toBe(429);
    expect(logLines.some((line) => line.msg.includes('Redis is back'))).toBe(true);
    const fresh = '198.51.100.5';
    expect((await logout(second, fresh)).statusCode).toBe(200);
    expect(await checks.redis.get(`${PREFIX}rate-limit:POST/api/logout-${fresh}`)).toBe('1');
  });

  it('keep answering when Redis hangs with the connection open, and share again when it answers', async () => {
    const warningsBefore = logLines.filter((line) => line.msg.includes('Redis is unavailable')).length;
    const returnsBefore = logLines.filter((line) => line.msg.includes('Redis is back')).length;
    proxy.stall();
    try {
      // Each command gives up after its timeout; the request is counted in memory and answered.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await logout(second, '198.51.100.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      expect(logLines.filter((line) => line.msg.includes('Redis is unavailable'))).toHaveLength(warningsBefore + 1);
    } finally {
      proxy.resume();
    }
    await until(async () => {
      await logout(second, '198.51.100.8');
      return logLines.filter((line) => line.msg.includes('Redis is back')).length === returnsBefore + 1;
    }, 'rate limits counted in Redis again');
  });
});
