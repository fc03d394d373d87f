import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'drizzle-orm';
import {
  CARD_TOKEN_MAX_FAILURES,
  cardRevocationListSchema,
  memberCardSchema,
  verifyCardTokenResponseSchema,
} from '@game-assist/contracts';
import { cardTokenAt } from '@game-assist/contracts/card-token';
import { connectRedis, createRedisClient } from '#api/lib/redis.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { openTestRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '#api/test/redis.js';
import { createTestApp, paySubscription, signUpPaidSubscriber, type TestContext } from '#api/test/app.js';
import { systemClock } from '#api/lib/clock.js';
import { setSubscriptionStatus } from '#api/test/subscription-status.js';
import { ephemeralCardKeys, type CardKeys } from './card-keys.js';

const DAY = 24 * 60 * 60_000;
let ctx: TestContext;
let keys: CardKeys;
let counter = 0;
const nextEmail = () => `token${++counter}@exemplo.com.br`;
const env = {
  OTP_IP_LIMIT_PER_HOUR: '100000',
  AUTH_IP_LIMIT_PER_HOUR: '100000',
  PUBLIC_URL: 'https://app.exemplo.com.br',
};

beforeAll(async () => {
  keys = await ephemeralCardKeys(systemClock);
  ctx = await createTestApp(env, { cardKeys: keys });
});
afterAll(async () => {
  await ctx.close();
});

const check = (app: TestContext['app'], memberNumber: string, token: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/carteirinha/token/verificar',
    payload: { memberNumber, token },
    remoteAddress: ip,
  });

const cardOf = async (app: TestContext['app'], accessToken: string) =>
  memberCardSchema.parse(
    (
      await app.inject({ method: 'GET', url: '/api/carteirinha', headers: { authorization: `Bearer ${accessToken}` } })
    ).json(),
  );

/** A paid member signed in on one device: its secret and member number. */
async function member(on: Pick<TestContext, 'app' | 'lastCodeFor' | 'config'> = ctx) {
  const session = await signUpPaidSubscriber(on, nextEmail(), { firstName: 'Rita', lastName: 'Lopes' });
  const secret = (session as { cardTokenSecret?: string }).cardTokenSecret;
  if (!secret) throw new Error('the sign-in gave no card token secret');
  const card = await cardOf(on.app, session.access_token);
  return { session, secret, memberNumber: card.memberNumber, card };
}

const statusCounts = (answers: { statusCode: number }[]) =>
  Object.fromEntries(
    [...new Set(answers.map((answer) => answer.statusCode))].map((status) => [
      status,
      answers.filter((answer) => answer.statusCode === status).length,
    ]),
  );

/** A member number nobody has (right length, Luhn or not: the answer must not tell). */
const unknownNumber = () =>
  `7019${String(Date.now() + counter++)
    .padStart(12, '0')
    .slice(-12)}`;

describe("the 'Token de atendimento' check (POST /api/carteirinha/token/verificar)", () => {
  it("accepts the device's current token once, with the member's name, plan and status; the second time it is 'token-usado'", async () => {
    const { secret, memberNumber } = await member();
    const token = cardTokenAt(secret, ctx.clock.now());
    const first = await check(ctx.app, memberNumber, token);
    expect(first.statusCode).toBe(200);
    expect(verifyCardTokenResponseSchema.parse(first.json())).toEqual({
      valid: true,
      name: 'Rita Lopes',
      plan: expect.any(String),
      status: 'ativa',
    });
    expect((await check(ctx.app, memberNumber, token)).json()).toEqual({ valid: false, reason: 'token-usado' });
  });

  it('accepts one step either side of the server clock; older than an accepted step is refused', async () => {
    const { secret, memberNumber } = await member();
    const now = ctx.clock.now().getTime();
    const previous = cardTokenAt(secret, new Date(now - 30_000));
    const next = cardTokenAt(secret, new Date(now + 30_000));
    expect((await check(ctx.app, memberNumber, next)).json()).toMatchObject({ valid: true });
    // The step before is older than the one accepted: a replay of a token seen earlier.
    expect((await check(ctx.app, memberNumber, previous)).json()).toEqual({ valid: false, reason: 'token-usado' });
    const { secret: other, memberNumber: otherNumber } = await member();
    expect((await check(ctx.app, otherNumber, cardTokenAt(other, new Date(now - 30_000)))).json()).toMatchObject({
      valid: true,
    });
    const old = cardTokenAt(other, new Date(now - 90_000));
    expect((await check(ctx.app, otherNumber, old)).json()).toEqual({ valid: false, reason: 'token-invalido' });
  });

  it('gives each signed-in device its own secret, and only sign-ins give one (a refresh keeps it)', async () => {
    const { secret, memberNumber, session } = await member();
    const email = (session.user as { email?: string }).email ?? '';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { identifier: email, type: 'email' },
    });
    const otp = await ctx.lastCodeFor(email);
    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-otp',
        payload: { identifier: email, type: 'email', otp },
      })
    ).json() as { cardTokenSecret?: string };
    expect(second.cardTokenSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(second.cardTokenSecret).not.toBe(secret);
    const refreshed = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: session.refresh_token },
      })
    ).json() as { cardTokenSecret?: string; access_token: string };
    expect(refreshed.access_token).toBeTruthy();
    expect(refreshed).not.toHaveProperty('cardTokenSecret');
    ctx.clock.advance(30_000);
    expect(
      (await check(ctx.app, memberNumber, cardTokenAt(second.cardTokenSecret!, ctx.clock.now()))).json(),
    ).toMatchObject({
      valid: true,
    });
    ctx.clock.advance(30_000);
    expect((await check(ctx.app, memberNumber, cardTokenAt(secret, ctx.clock.now()))).json()).toMatchObject({
      valid: true,
    });
  });

  it("stops accepting a device's tokens when it signs out", async () => {
    const { secret, memberNumber, session } = await member();
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refreshToken: session.refresh_token },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await check(ctx.app, memberNumber, cardTokenAt(secret, ctx.clock.now()))).json()).toEqual({
      valid: false,
      reason: 'token-invalido',
    });
  });

  it("refuses a suspended or cancelled subscription's right token ('assinatura-inativa'), a wrong one as any other", async () => {
    const { secret, memberNumber, session } = await member();
    await setSubscriptionStatus(ctx.database.db, session.user.id, 'suspensa', ctx.clock.now());
    expect((await check(ctx.app, memberNumber, cardTokenAt(secret, ctx.clock.now()))).json()).toEqual({
      valid: false,
      reason: 'assinatura-inativa',
    });
    const wrong = cardTokenAt(secret, new Date(ctx.clock.now().getTime() + 10 * 60_000));
    expect((await check(ctx.app, memberNumber, wrong)).json()).toEqual({ valid: false, reason: 'token-invalido' });
  });

  it('locks a member number for 15 minutes after 5 wrong tokens (429, Retry-After), the right token too', async () => {
    const { secret, memberNumber } = await member();
    const right = cardTokenAt(secret, ctx.clock.now());
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await check(ctx.app, memberNumber, wrong)).json()).toEqual({ valid: false, reason: 'token-invalido' });
    }
    const locked = await check(ctx.app, memberNumber, right);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect(locked.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Tente de novo') });
    ctx.clock.advance(15 * 60_000);
    expect((await check(ctx.app, memberNumber, cardTokenAt(secret, ctx.clock.now()))).json()).toMatchObject({
      valid: true,
    });
  });

  it('counts a check before making it: of 60 wrong tokens at once, 5 are checked and 55 are 429', async () => {
    const { secret, memberNumber } = await member();
    const right = cardTokenAt(secret, ctx.clock.now());
    const wrong = right === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 60 }, () => check(ctx.app, memberNumber, wrong)));
    expect(statusCounts(answers)).toEqual({ 200: CARD_TOKEN_MAX_FAILURES, 429: 60 - CARD_TOKEN_MAX_FAILURES });
    expect((await check(ctx.app, memberNumber, right)).statusCode).toBe(429);
  });

  it('gives a right token its count back: only wrong ones spend the budget', async () => {
    const { secret, memberNumber } = await member();
    const wrong = (at: Date) => (cardTokenAt(secret, at) === '000000' ? '000001' : '000000');
    for (let i = 0; i < CARD_TOKEN_MAX_FAILURES - 1; i += 1)
      expect((await check(ctx.app, memberNumber, wrong(ctx.clock.now()))).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      ctx.clock.advance(30_000);
      expect((await check(ctx.app, memberNumber, cardTokenAt(secret, ctx.clock.now()))).json()).toMatchObject({
        valid: true,
      });
    }
    expect((await check(ctx.app, memberNumber, wrong(ctx.clock.now()))).json()).toEqual({
      valid: false,
      reason: 'token-invalido',
    });
    expect((await check(ctx.app, memberNumber, wrong(ctx.clock.now()))).statusCode).toBe(429);
  });

  it('holds the budget in the database for every process without Redis: 30 wrong tokens at once on each of two', async () => {
    const other = await createTestApp(env, { database: ctx.database, cardKeys: keys, clock: ctx.clock });
    try {
      const { memberNumber } = await member();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, n) => check(n % 2 ? other.app : ctx.app, memberNumber, '000000')),
      );
      expect(statusCounts(answers)).toEqual({ 200: CARD_TOKEN_MAX_FAILURES, 429: 60 - CARD_TOKEN_MAX_FAILURES });
    } finally {
      await other.close();
    }
  });

  it('forgets counts whose window has ended (the hourly purge)', async () => {
    const { memberNumber } = await member();
    expect((await check(ctx.app, memberNumber, '000000')).statusCode).toBe(200);
    const rows = async () =>
      JSON.stringify(
        await ctx.database.db.execute(
          sql`select count(*)::int as n from card_token_failures where member_number = ${memberNumber}`,
        ),
      );
    expect(await rows()).toContain('"n":1');
    await ctx.modules.membership.purgeTokenFailures();
    expect(await rows()).toContain('"n":1');
    ctx.clock.advance(15 * 60_000);
    await ctx.modules.membership.purgeTokenFailures();
    expect(await rows()).toContain('"n":0');
  });

  it('says nothing of a member number nobody has beyond valid: false, and locks it alike', async () => {
    const nobody = unknownNumber();
    for (let i = 0; i < 5; i += 1) {
      const answer = await check(ctx.app, nobody, '123456');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ valid: false, reason: 'token-invalido' });
    }
    const locked = await check(ctx.app, nobody, '123456');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
  });

  it('answers malformed input with a 400 in Portuguese', async () => {
    for (const payload of [
      { memberNumber: '123', token: '123456' },
      { memberNumber: unknownNumber(), token: '12a' },
      {},
    ]) {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/carteirinha/token/verificar', payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });

  it('limits the checks per IP', async () => {
    const limited = await createTestApp({ ...env, CARD_TOKEN_IP_LIMIT_PER_HOUR: '3' }, { database: ctx.database });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await check(limited.app, unknownNumber(), '123456', '10.9.9.9')).statusCode).toBe(200);
      const refused = await check(limited.app, unknownNumber(), '123456', '10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeTruthy();
      expect((await check(limited.app, unknownNumber(), '123456', '10.9.9.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('wrong tokens counted in Redis (REDIS_URL): one budget across processes', () => {
  const prefix = uniqueRedisPrefix('card-tokens');
  let database: TestDatabase;
  let checks: Awaited<ReturnType<typeof openTestRedis>>;
  const clients = [createRedisClient(TEST_REDIS_URL), createRedisClient(TEST_REDIS_URL)];
  let apps: TestContext[] = [];

  beforeAll(async () => {
    checks = await openTestRedis(prefix);
    for (const client of clients) expect(await connectRedis(client)).toBe(true);
    database = await createTestDatabase();
    apps = await Promise.all(
      clients.map((redis) => createTestApp({ ...env, REDIS_KEY_PREFIX: prefix }, { database, redis, cardKeys: keys })),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const client of clients) client.disconnect();
    await checks?.cleanup();
    await database?.destroy();
  });

  it('locks the member number after 5 wrong tokens spread over two processes', async () => {
    const [one, two] = apps as [TestContext, TestContext];
    const { secret, memberNumber } = await member(one);
    const right = cardTokenAt(secret, one.clock.now());
    const wrong = right === '000000' ? '000001' : '000000';
    for (const app of [one, two, one, two, one]) {
      expect((await check(app.app, memberNumber, wrong)).json()).toEqual({ valid: false, reason: 'token-invalido' });
    }
    const locked = await check(two.app, memberNumber, right);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await checks.redis.get(`${prefix}card-token-failures:${memberNumber}`)).toBe('5');
  });

  it('counts each check before making it in Redis: of 60 wrong tokens at once over two processes, 5 are checked', async () => {
    const [one, two] = apps as [TestContext, TestContext];
    const { memberNumber } = await member(one);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => check((n % 2 ? two : one).app, memberNumber, '000000')),
    );
    expect(statusCounts(answers)).toEqual({ 200: CARD_TOKEN_MAX_FAILURES, 429: 60 - CARD_TOKEN_MAX_FAILURES });
    expect(await checks.redis.get(`${prefix}card-token-failures:${memberNumber}`)).toBe(
      String(CARD_TOKEN_MAX_FAILURES),
    );
  });

  it('keeps the lock a process saw when Redis comes back without the count (a restart: it keeps nothing on disk)', async () => {
    const [one, two] = apps as [TestContext, TestContext];
    const { secret, memberNumber } = await member(one);
    const right = cardTokenAt(secret, one.clock.now());
    const wrong = right === '000000' ? '000001' : '000000';
    for (let n = 0; n < 5; n += 1) expect((await check(one.app, memberNumber, wrong)).statusCode).toBe(200);
    // What a restarted Redis holds for this number: nothing.
    expect(await checks.redis.del(`${prefix}card-token-failures:${memberNumber}`)).toBe(1);
    const locked = await check(one.app, memberNumber, right);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The other process never saw those failures: with Redis emptied it has nothing to go on.
    expect((await check(two.app, memberNumber, right)).json()).toMatchObject({ valid: true });
  });
});

describe('revocation: suspending or cancelling voids the cards, published at /.well-known/crl/{kid}.json', () => {
  const crl = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/.well-known/crl/${keys.signing.kid}.json`, headers });
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/carteirinha/verificar', payload: { token } });

  it("lists the subscription's rid once it is suspended, with a growing ctr, cacheable and revalidated by ETag", async () => {
    const before = cardRevocationListSchema.parse((await crl()).json());
    expect(before).toMatchObject({ kid: keys.signing.kid, method: 'rid' });
    const { card, session } = await member();
    const rid = decodeJwt(card.token).rid as string;
    expect(decodeProtectedHeader(card.token).kid).toBe(keys.signing.kid);
    expect(rid).toMatch(/^[0-9a-f]{24}$/);
    expect(before.rids.some((entry) => entry.startsWith(`${rid}.`))).toBe(false);

    const first = await crl();
    expect(first.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const etag = String(first.headers.etag);
    expect((await crl({ 'if-none-match': etag })).statusCode).toBe(304);

    ctx.clock.advance(1000);
    await setSubscriptionStatus(ctx.database.db, session.user.id, 'suspensa', ctx.clock.now());
    const after = await crl({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const list = cardRevocationListSchema.parse(after.json());
    expect(list.ctr).toBeGreaterThan(before.ctr);
    expect(list.rids).toContain(`${rid}.${Math.ceil(ctx.clock.now().getTime() / 1000)}`);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.stringify(list)).not.toContain(card.memberNumber);

    await setSubscriptionStatus(ctx.database.db, session.user.id, 'cancelada', ctx.clock.now());
    expect(cardRevocationListSchema.parse((await crl()).json()).ctr).toBeGreaterThan(list.ctr);
    expect((await ctx.app.inject({ method: 'GET', url: '/.well-known/crl/desconhecida.json' })).statusCode).toBe(404);
  });

  it('the server refuses a revoked card; paid again, a new card is valid while the old one stays void', async () => {
    const { card, session } = await member();
    ctx.clock.advance(1000);
    await setSubscriptionStatus(ctx.database.db, session.user.id, 'suspensa', ctx.clock.now());
    expect((await verify(card.token)).json()).toEqual({ valid: false, reason: 'assinatura-inativa' });
    ctx.clock.advance(1000);
    await paySubscription(ctx, session.access_token);
    const fresh = await cardOf(ctx.app, session.access_token);
    expect((await verify(fresh.token)).json()).toMatchObject({ valid: true });
    expect((await verify(card.token)).json()).toEqual({ valid: false, reason: 'assinatura-inativa' });
  });

  it("the clock's suspension (the end of the grace) revokes too", async () => {
    const { card } = await member();
    const rid = decodeJwt(card.token).rid as string;
    ctx.clock.advance(400 * DAY);
    try {
      await ctx.modules.subscriptions.runBillingCycle();
      await ctx.modules.subscriptions.runBillingCycle();
      const list = cardRevocationListSchema.parse((await crl()).json());
      expect(list.rids.some((entry) => entry.startsWith(`${rid}.`))).toBe(true);
    } finally {
      ctx.clock.advance(-400 * DAY);
    }
  });
});
