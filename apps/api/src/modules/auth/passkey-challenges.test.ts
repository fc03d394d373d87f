import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { authSessionSchema, passkeyLoginOptionsSchema, passkeyRegistrationOptionsSchema } from '@game-assist/contracts';
import { passkeyChallenges } from '#api/db/schema/auth.js';
import { connectRedis, createRedisClient } from '#api/lib/redis.js';
import { ManualClock } from '#api/lib/clock.js';
import { apiPost, createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { openTestRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '#api/test/redis.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './passkey-challenges.js';

const ORIGIN = 'https://app.exemplo.com.br';
const RIGHT = { origin: ORIGIN, rpId: 'app.exemplo.com.br' };
const PREFIX = uniqueRedisPrefix('passkeys');

// Two API processes on one database and one Redis, as a deployment behind a load balancer runs them.
let database: TestDatabase;
let clients: Redis[];
let apps: TestContext[];
let checks: Awaited<ReturnType<typeof openTestRedis>>;

/** An API process per Redis client, all on the one database and clock. */
async function processes(redisClients: Redis[], clock: ManualClock) {
  const made: TestContext[] = [];
  for (const redis of redisClients) {
    made.push(await createTestApp({ PUBLIC_URL: ORIGIN, REDIS_KEY_PREFIX: PREFIX }, { database, clock, redis }));
  }
  return made;
}

beforeAll(async () => {
  database = await createTestDatabase();
  checks = await openTestRedis(PREFIX);
  clients = [createRedisClient(TEST_REDIS_URL), createRedisClient(TEST_REDIS_URL)];
  for (const client of clients) expect(await connectRedis(client)).toBe(true);
  apps = await processes(clients, new ManualClock());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const client of clients) client.disconnect();
  await checks.cleanup();
  await database.destroy();
});

describe('passkey challenges with REDIS_URL', () => {
  it('live in Redis, where any process finishes a ceremony another began, once and within five minutes', async () => {
    const [first, second] = apps as [TestContext, TestContext];
    const { access_token: token } = await signUpSubscriber(first, 'redis.chave@exemplo.com.br');
    const authenticator = new SoftwareAuthenticator();

    const creation = passkeyRegistrationOptionsSchema.parse(
      (await apiPost(first, '/passkeys/registro/opcoes', {}, token)).json(),
    );
    expect(await checks.keys()).toContain(`${PREFIX}passkey-challenge:${creation.challenge}`);
    expect(await database.db.select().from(passkeyChallenges)).toEqual([]);
    expect((await apiPost(second, '/passkeys/registro', authenticator.create(creation, RIGHT), token)).statusCode).toBe(
      201,
    );
    expect(await checks.keys()).not.toContain(`${PREFIX}passkey-challenge:${creation.challenge}`);

    const request = passkeyLoginOptionsSchema.parse((await apiPost(second, '/passkeys/login/opcoes', {})).json());
    const signedIn = await apiPost(first, '/passkeys/login', authenticator.get(request, RIGHT));
    expect(signedIn.statusCode).toBe(201);
    expect(authSessionSchema.parse(signedIn.json()).user.email).toBe('redis.chave@exemplo.com.br');
    expect((await apiPost(second, '/passkeys/login', authenticator.get(request, RIGHT))).statusCode).toBe(401);

    const late = passkeyLoginOptionsSchema.parse((await apiPost(first, '/passkeys/login/opcoes', {})).json());
    (first.clock as ManualClock).advance(PASSKEY_CHALLENGE_LIFETIME_MS);
    expect((await apiPost(second, '/passkeys/login', authenticator.get(late, RIGHT))).statusCode).toBe(401);
  });
});

describe('passkey challenges with REDIS_URL while Redis does not answer', () => {
  let away: TestContext[];
  let deadClients: Redis[];

  beforeAll(async () => {
    // Clients of a Redis that is not there: with no offline queue, every command fails at once.
    deadClients = [createRedisClient('redis://127.0.0.1:1'), createRedisClient('redis://127.0.0.1:1')];
    away = await processes(deadClients, apps[0]!.clock);
  });
  afterAll(async () => {
    for (const app of away) await app.close();
    for (const client of deadClients) client.disconnect();
  });

  it('keeps the ceremonies begun meanwhile in the database, which every process shares', async () => {
    const [first, second] = away as [TestContext, TestContext];
    const { access_token: token } = await signUpSubscriber(first, 'sem.redis@exemplo.com.br');
    const authenticator = new SoftwareAuthenticator();

    const creation = passkeyRegistrationOptionsSchema.parse(
      (await apiPost(first, '/passkeys/registro/opcoes', {}, token)).json(),
    );
    const kept = await database.db.select().from(passkeyChallenges);
    expect(kept.map((row) => row.challenge)).toContain(creation.challenge);
    expect((await apiPost(second, '/passkeys/registro', authenticator.create(creation, RIGHT), token)).statusCode).toBe(
      201,
    );

    const request = passkeyLoginOptionsSchema.parse((await apiPost(second, '/passkeys/login/opcoes', {})).json());
    const signedIn = await apiPost(first, '/passkeys/login', authenticator.get(request, RIGHT));
    expect(signedIn.statusCode).toBe(201);
    expect(authSessionSchema.parse(signedIn.json()).user.email).toBe('sem.redis@exemplo.com.br');
    // Still once only: refused again, with 503 while Redis cannot say it holds none, 401 once it can.
    expect((await apiPost(second, '/passkeys/login', authenticator.get(request, RIGHT))).statusCode).toBe(503);
    expect((await apiPost(apps[0]!, '/passkeys/login', authenticator.get(request, RIGHT))).statusCode).toBe(401);
    // Begun meanwhile, finished once Redis answers again: on a process whose Redis is back.
    const later = passkeyLoginOptionsSchema.parse((await apiPost(first, '/passkeys/login/opcoes', {})).json());
    expect((await apiPost(apps[0]!, '/passkeys/login', authenticator.get(later, RIGHT))).statusCode).toBe(201);
    expect(await database.db.select().from(passkeyChallenges)).toEqual([]);
  });

  it('answers 503 for a challenge kept in Redis, which may be live, while Redis is away', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { access_token: token } = await signUpSubscriber(apps[0]!, 'redis.ausente@exemplo.com.br');
    const creation = passkeyRegistrationOptionsSchema.parse(
      (await apiPost(apps[0]!, '/passkeys/registro/opcoes', {}, token)).json(),
    );
    const refused = await apiPost(away[0]!, '/passkeys/registro', authenticator.create(creation, RIGHT), token);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    // Nothing was spent: the ceremony finishes where Redis answers.
    expect(
      (await apiPost(apps[1]!, '/passkeys/registro', authenticator.create(creation, RIGHT), token)).statusCode,
    ).toBe(201);
  });
});
