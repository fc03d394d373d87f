import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, dependantSchema } from '@game-assist/contracts';
import { ManualClock } from '#api/lib/clock.js';
import { connectRedis, createRedisClient } from '#api/lib/redis.js';
import { SESSION_RECHECK_MS } from '#api/modules/auth/index.js';
import { createTestApp, signUpPaidSubscriber, type TestContext } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { openTestRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '#api/test/redis.js';

const env = {
  OTP_IP_LIMIT_PER_HOUR: '100000',
  AUTH_IP_LIMIT_PER_HOUR: '100000',
  PUBLIC_URL: 'https://app.exemplo.com.br',
};
const CPFS = ['248.438.034-80', '002.545.516-88', '853.513.468-93', '714.602.380-01'];
let counter = 0;

const read = (app: TestContext, url: string, accessToken: string) =>
  app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });

/** Polls (real time, the apps' clocks stand still) until `app` refuses the token; false if it never does. */
async function refusedSoon(app: TestContext, accessToken: string): Promise<boolean> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    if ((await read(app, '/api/assinante', accessToken)).statusCode === 401) return true;
  }
  return false;
}

/** A titular signed up on `on` with an adult dependant signed in through the invitation (every process shares the database). */
async function family(on: TestContext) {
  const n = ++counter;
  const titular = await signUpPaidSubscriber(on, `titular${n}@exemplo.com.br`);
  const auth = { authorization: `Bearer ${titular.access_token}` };
  const added = await on.app.inject({
    method: 'POST',
    url: '/api/dependentes',
    headers: auth,
    payload: { nome: 'Rui Souza', nascimento: '1955-08-21', parentesco: 'pai-mae', cpf: CPFS[(n - 1) % CPFS.length] },
  });
  expect(added.statusCode, added.body).toBe(201);
  const dependant = dependantSchema.parse(added.json());
  const email = `rui${n}@exemplo.com.br`;
  const sent = await on.app.inject({
    method: 'POST',
    url: `/api/dependentes/${dependant.id}/convite`,
    headers: auth,
    payload: { email },
  });
  expect(sent.statusCode, sent.body).toBe(202);
  await on.modules.outbox.drain();
  const mail = on.mailer.sent.findLast((message) => message.to === email);
  const code = /código de convite é: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  const accepted = await on.app.inject({
    method: 'POST',
    url: '/api/dependentes/convite/aceitar',
    payload: { email, code },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const session = authSessionSchema.parse(accepted.json());
  const remove = (by: TestContext) =>
    by.app.inject({ method: 'DELETE', url: `/api/dependentes/${dependant.id}`, headers: auth });
  return { dependantToken: session.access_token, dependantRefresh: session.refresh_token, remove };
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("a removed dependant's access token on %s", (_name, postgres) => {
  const prefix = uniqueRedisPrefix('dependant-sessions');
  const clock = new ManualClock('2026-11-25T12:00:00.000Z');
  const clients = [createRedisClient(TEST_REDIS_URL), createRedisClient(TEST_REDIS_URL)];
  let database: TestDatabase;
  let checks: Awaited<ReturnType<typeof openTestRedis>>;
  let alone: TestContext;
  let one: TestContext;
  let two: TestContext;

  beforeAll(async () => {
    checks = await openTestRedis(prefix);
    for (const client of clients) expect(await connectRedis(client)).toBe(true);
    database = await createTestDatabase({ postgres });
    alone = await createTestApp(env, { database, clock });
    const withRedis = (redis: (typeof clients)[number]) =>
      createTestApp({ ...env, REDIS_KEY_PREFIX: prefix }, { database, redis, clock });
    [one, two] = await Promise.all([withRedis(clients[0]!), withRedis(clients[1]!)]);
  });
  afterAll(async () => {
    for (const app of [alone, one, two]) await app?.close();
    for (const client of clients) client.disconnect();
    await checks?.cleanup();
    await database?.destroy();
  });

  it('is refused at once by the process that removed them, profile and notifications alike', async () => {
    const { dependantToken, remove } = await family(alone);
    for (const url of ['/api/assinante', '/api/notificacoes'])
      expect((await read(alone, url, dependantToken)).statusCode).toBe(200);
    expect((await remove(alone)).statusCode).toBe(204);
    for (const url of ['/api/assinante', '/api/notificacoes'])
      expect((await read(alone, url, dependantToken)).statusCode).toBe(401);
  });

  it('is refused by the other processes once they ask the database again, without Redis', async () => {
    const { dependantToken, remove } = await family(alone);
    // `alone` has no Redis: it found the sign-in live and takes it at its word for a while.
    expect((await read(alone, '/api/assinante', dependantToken)).statusCode).toBe(200);
    expect((await remove(one)).statusCode).toBe(204);
    clock.advance(SESSION_RECHECK_MS);
    expect((await read(alone, '/api/assinante', dependantToken)).statusCode).toBe(401);
  });

  it('is refused by every process sharing Redis as soon as the removal is published', async () => {
    const { dependantToken, remove } = await family(alone);
    for (const app of [one, two])
      for (const url of ['/api/assinante', '/api/notificacoes'])
        expect((await read(app, url, dependantToken)).statusCode).toBe(200);
    expect((await remove(one)).statusCode).toBe(204);
    expect((await read(one, '/api/assinante', dependantToken)).statusCode).toBe(401);
    // The other process's clock stands still: only the published removal can end it there.
    expect(await refusedSoon(two, dependantToken)).toBe(true);
    expect((await read(two, '/api/notificacoes', dependantToken)).statusCode).toBe(401);
  });

  it('a sign-out is published the same way', async () => {
    const { dependantToken, dependantRefresh } = await family(alone);
    expect((await read(two, '/api/assinante', dependantToken)).statusCode).toBe(200);
    const out = await one.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: dependantRefresh },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await refusedSoon(two, dependantToken)).toBe(true);
  });
});
