import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { ManualClock } from '#api/lib/clock.js';
import { connectRedis, createRedisClient } from '#api/lib/redis.js';
import { createTestApp, signUpSubscriber, TEST_PASSWORD, type TestContext } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { openTestRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '#api/test/redis.js';

/**
 * What the sign-up path mails, and how often (docs/security.md, 'Enumeration' and 'Mail from the
 * sign-up path'): a confirmed, a pending and an unknown address are answered and counted alike.
 */
let ctx: TestContext;
let counter = 0;
const LIMITS = { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' };
const STRANGER = { firstName: 'Acesse evil.example/seguranca', lastName: 'e confirme seus dados' };

beforeAll(async () => {
  ctx = await createTestApp(LIMITS);
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  ctx.clock.advance(2 * 60 * 60_000);
});

const signUp = (app: TestContext, email: string, names = STRANGER) =>
  app.app.inject({ method: 'POST', url: '/api/singup', payload: { email, password: 'Outra#2026x', ...names } });
const resend = (app: TestContext, email: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/request-otp',
    payload: { identifier: email, type: 'email', purpose: 'sign-up' },
  });

/** One address of each kind, each with the same history: one sign-up two hours ago (none for the unknown). */
async function threeAddresses(app: TestContext = ctx) {
  const confirmed = `confirmado${++counter}@exemplo.com.br`;
  const pending = `pendente${counter}@exemplo.com.br`;
  const unknown = `desconhecido${counter}@exemplo.com.br`;
  await signUpSubscriber(app, confirmed);
  expect((await signUp(app, pending, { firstName: 'Ana', lastName: 'Souza' })).statusCode).toBe(201);
  app.clock.advance(2 * 60 * 60_000);
  return { confirmed, pending, unknown };
}

async function mailCount(app: TestContext, email: string) {
  await app.modules.outbox.drain();
  return app.mailer.sent.filter((message) => message.to === email).length;
}

/** Status, Retry-After and the body's shape (a session's tokens and id are new each time). */
function answerShape(response: Awaited<ReturnType<typeof signUp>>) {
  const body = response.json() as Record<string, unknown>;
  const user = body.user as Record<string, unknown> | undefined;
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    keys: Object.keys(body).sort(),
    user: user && { ...user, id: typeof user.id },
    message: body.message,
  };
}

describe('sign-up twice in a row', () => {
  it('answers a confirmed, a pending and an unknown address alike: 201, then 429 with Retry-After 60', async () => {
    const addresses = await threeAddresses();
    const shapes = [];
    for (const email of Object.values(addresses)) {
      const first = await signUp(ctx, email);
      const second = await signUp(ctx, email);
      const shape = [answerShape(first), answerShape(second)];
      shapes.push(JSON.stringify(shape).replace(email, '{email}'));
      expect(shape.map((answer) => answer.status)).toEqual([201, 429]);
      expect(shape[1]!.retryAfter).toBe('60');
    }
    expect(new Set(shapes).size).toBe(1);
  });
});

describe('a resend and then a sign-in code at once', () => {
  it('answers a confirmed, a pending and an unknown address alike, and mails each what it can use', async () => {
    const addresses = await threeAddresses();
    const requestSignIn = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { identifier: email, type: 'email' } });
    const statuses: Record<string, number[]> = {};
    for (const [kind, email] of Object.entries(addresses)) {
      // The code is kept under the purpose asked, whatever the account: the sign-in's own minute is free for all.
      statuses[kind] = [
        (await resend(ctx, email)).statusCode,
        (await requestSignIn(email)).statusCode,
        (await resend(ctx, email)).statusCode,
        (await requestSignIn(email)).statusCode,
      ];
    }
    expect(statuses.pending).toEqual(statuses.confirmed);
    expect(statuses.unknown).toEqual(statuses.confirmed);
    expect(statuses.confirmed).toEqual([201, 201, 429, 429]);

    await ctx.modules.outbox.drain();
    const subjects = (email: string) =>
      ctx.mailer.sent.filter((message) => message.to === email).map((message) => message.subject);
    // The resend's mail follows the account: a confirmation for the pending, a sign-in code for the confirmed.
    expect(subjects(addresses.pending).slice(-2)).toEqual([
      'Confirme seu cadastro no Game Assist',
      'Seu código de acesso Game Assist',
    ]);
    expect(subjects(addresses.confirmed).slice(-2)).toEqual([
      'Seu código de acesso Game Assist',
      'Seu código de acesso Game Assist',
    ]);
  });

  it("signs the owner of a confirmed address in with its resend's code", async () => {
    const email = `reenvio${++counter}@exemplo.com.br`;
    await signUpSubscriber(ctx, email);
    ctx.clock.advance(61_000);
    expect((await resend(ctx, email)).statusCode).toBe(201);
    const otp = await ctx.lastCodeFor(email);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { identifier: email, type: 'email', otp },
    });
    expect(verified.statusCode).toBe(201);
    expect(verified.json()).toMatchObject({ user: { email } });
  });
});

describe('mail from the sign-up path to one address', () => {
  it('is at most one a minute and five an hour, whatever the branch: a burst of 8 sends one', async () => {
    const addresses = await threeAddresses();
    for (const email of Object.values(addresses)) {
      const before = await mailCount(ctx, email);
      const answers = await Promise.all(Array.from({ length: 8 }, () => signUp(ctx, email)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(7).fill(429)]);
      expect((await mailCount(ctx, email)) - before, email).toBe(1);
    }
  }, 60_000);

  it('counts sign-ups and resends alike: ten a minute apart send five mails in the hour', async () => {
    const addresses = await threeAddresses();
    const statuses: Record<string, number[]> = {};
    for (const [kind, email] of Object.entries(addresses)) {
      const before = await mailCount(ctx, email);
      statuses[kind] = [];
      for (let i = 0; i < 10; i += 1) {
        statuses[kind].push((await (i % 3 === 2 ? resend(ctx, email) : signUp(ctx, email))).statusCode);
        ctx.clock.advance(61_000);
      }
      expect((await mailCount(ctx, email)) - before, kind).toBe(5);
      // The next hour opens again.
      ctx.clock.advance(60 * 60_000);
      expect((await signUp(ctx, email)).statusCode, kind).toBe(201);
    }
    expect(statuses.pending).toEqual(statuses.confirmed);
    expect(statuses.unknown).toEqual(statuses.confirmed);
    expect(statuses.confirmed).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
  }, 60_000);

  it("never carries a pending sign-up's names: confirmation, sign-in and reset codes greet without them", async () => {
    const email = `saudacao${++counter}@exemplo.com.br`;
    expect((await signUp(ctx, email)).statusCode).toBe(201);
    ctx.clock.advance(61_000);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { identifier: email, type: 'email' },
    });
    ctx.clock.advance(61_000);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    await ctx.modules.outbox.drain();
    const mails = ctx.mailer.sent.filter((message) => message.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirme seu cadastro no Game Assist',
      'Seu código de acesso Game Assist',
      expect.stringContaining('senha'),
    ]);
    for (const mail of mails) {
      expect(mail.text.split('\n')[0]).toBe('Olá!');
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).not.toContain('confirme seus dados');
    }
    // A confirmed account is greeted by its name.
    const { user } = await signUpSubscriber(ctx, `nomeada${counter}@exemplo.com.br`);
    expect(user).toBeDefined();
    ctx.clock.advance(61_000);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { identifier: `nomeada${counter}@exemplo.com.br`, type: 'email' },
    });
    await ctx.modules.outbox.drain();
    expect(ctx.mailer.sent.at(-1)!.text.split('\n')[0]).toBe('Olá, Ana!');
  });
});

describe('two processes on one PostgreSQL database, with REDIS_URL', () => {
  const prefix = uniqueRedisPrefix('sign-up-mail');
  let database: TestDatabase;
  let checks: Awaited<ReturnType<typeof openTestRedis>>;
  const clients: Redis[] = [];
  const apps: TestContext[] = [];

  beforeAll(async () => {
    checks = await openTestRedis(prefix);
    database = await createTestDatabase({ postgres: true });
    const clock = new ManualClock();
    for (let i = 0; i < 2; i += 1) {
      const redis = createRedisClient(TEST_REDIS_URL);
      expect(await connectRedis(redis)).toBe(true);
      clients.push(redis);
      apps.push(await createTestApp({ ...LIMITS, REDIS_KEY_PREFIX: prefix }, { database, clock, redis }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of clients) redis.disconnect();
    await checks?.cleanup();
    await database?.destroy();
  });

  it('the per-address cap holds across both: a burst sends one mail, an hour of tries five', async () => {
    const [a, b] = apps as [TestContext, TestContext];
    const addresses = await threeAddresses(a);
    for (const email of Object.values(addresses)) {
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(i % 2 ? b : a, email)));
      expect(burst.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(7).fill(429)]);
      for (let i = 0; i < 6; i += 1) {
        a.clock.advance(61_000);
        await signUp(i % 2 ? a : b, email);
      }
      const sent = (await mailCount(a, email)) + (await mailCount(b, email));
      const before = email === addresses.unknown ? 0 : 1;
      expect(sent - before, email).toBe(5);
    }
    // The confirmed owner's password still works; nothing the sign-ups sent changed it.
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: addresses.confirmed, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  }, 120_000);
});
