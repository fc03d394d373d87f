import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authSessionSchema, memberCardSchema, subscriberSchema, subscriptionSchema } from '@game-assist/contracts';
import { createTestApp, paySubscription, type TestContext } from '#api/test/app.js';

/**
 * A stranger signs up with someone's address; the owner then proves the mailbox (a sign-in code, a
 * password reset). Nothing the stranger typed survives (docs/security.md, 'the true owner').
 */
let ctx: TestContext;
let counter = 0;
const STRANGER = {
  password: 'Atacante#2026',
  firstName: 'Acesse evil.example/seguranca',
  lastName: 'e confirme seus dados',
  affiliateCode: 'GAMEASSIST10',
};

beforeAll(async () => {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' });
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  ctx.clock.advance(2 * 60 * 60_000);
});

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function strangerSignsUp() {
  const email = `dona${++counter}@exemplo.com.br`;
  expect((await post('/singup', { email, ...STRANGER })).statusCode).toBe(201);
  ctx.clock.advance(61_000);
  return email;
}

async function ownerSignsIn(email: string) {
  expect((await post('/auth/request-otp', { identifier: email, type: 'email' })).statusCode).toBe(201);
  const answer = await post('/auth/verify-otp', {
    identifier: email,
    type: 'email',
    otp: await ctx.lastCodeFor(email),
  });
  expect(answer.statusCode).toBe(201);
  return authSessionSchema.parse(answer.json());
}

/** Nothing of the stranger's: no name in the session, the profile or the plan's attribution. */
async function expectNothingOfTheStranger(token: string, user: { firstName: string; lastName: string; nome: string }) {
  expect(user).toMatchObject({ firstName: '', lastName: '', nome: '' });
  const profile = subscriberSchema.parse((await call('GET', '/assinante', token)).json());
  expect(profile).toMatchObject({ nome: '', telefone: '', endereco: '', nascimento: null });
  const subscription = subscriptionSchema.parse((await call('GET', '/assinatura', token)).json());
  expect(subscription.affiliate).toBeNull();
}

describe('the owner proves the mailbox of a pending sign-up', () => {
  it("by a sign-in code: the stranger's names, affiliate and profile go; the owner's name goes on the card", async () => {
    const email = await strangerSignsUp();
    const session = await ownerSignsIn(email);
    await expectNothingOfTheStranger(session.access_token, session.user);

    // First use: the owner gives their name, and everything that names them follows it.
    const named = await call('PATCH', '/assinante', session.access_token, { nome: 'Vitória Real Campos' });
    expect(named.statusCode).toBe(200);
    await paySubscription(ctx, session.access_token);
    const card = memberCardSchema.parse((await call('GET', '/carteirinha', session.access_token)).json());
    expect(card.name).toBe('Vitória Real Campos');
    const refreshed = authSessionSchema.parse(
      (await post('/refresh-token', { refreshToken: session.refresh_token })).json(),
    );
    expect(refreshed.user).toMatchObject({
      firstName: 'Vitória',
      lastName: 'Real Campos',
      nome: 'Vitória Real Campos',
    });
    ctx.clock.advance(61_000);
    await post('/auth/request-otp', { identifier: email, type: 'email' });
    await ctx.modules.outbox.drain();
    const mails = ctx.mailer.sent.filter((mail) => mail.to === email);
    expect(mails.at(-1)!.text.split('\n')[0]).toBe('Olá, Vitória!');
    expect(mails.some((mail) => mail.text.includes('evil.example'))).toBe(false);
  });

  it('by a password reset: the same', async () => {
    const email = await strangerSignsUp();
    expect((await post('/auth/password-reset/request', { email })).statusCode).toBe(201);
    const code = await ctx.lastCodeFor(email);
    expect((await post('/auth/password-reset', { email, code, password: 'Dona#Senha2026' })).statusCode).toBe(200);
    const login = await post('/login', { email, password: 'Dona#Senha2026' });
    expect(login.statusCode).toBe(200);
    const session = authSessionSchema.parse(login.json());
    await expectNothingOfTheStranger(session.access_token, session.user);
  });

  it("by the sign-up's own code: the sign-up was the owner's, and keeps its names and affiliate", async () => {
    const email = `propria${++counter}@exemplo.com.br`;
    await post('/singup', { email, ...STRANGER, firstName: 'Ana', lastName: 'Souza' });
    const answer = await post('/auth/verify-otp', {
      identifier: email,
      type: 'email',
      otp: await ctx.lastCodeFor(email),
    });
    const session = authSessionSchema.parse(answer.json());
    expect(session.user).toMatchObject({ firstName: 'Ana', lastName: 'Souza', nome: 'Ana Souza' });
    expect(subscriberSchema.parse((await call('GET', '/assinante', session.access_token)).json()).nome).toBe(
      'Ana Souza',
    );
    const subscription = subscriptionSchema.parse((await call('GET', '/assinatura', session.access_token)).json());
    expect(subscription.affiliate).toEqual({ id: 'aff-001', name: expect.any(String) });
  });
});

describe('the member card', () => {
  it('prints the profile name, which the subscriber edits', async () => {
    const email = `cartao${++counter}@exemplo.com.br`;
    await post('/singup', { email, password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' });
    const answer = await post('/auth/verify-otp', {
      identifier: email,
      type: 'email',
      otp: await ctx.lastCodeFor(email),
    });
    const { access_token: token } = authSessionSchema.parse(answer.json());
    await paySubscription(ctx, token);
    expect(memberCardSchema.parse((await call('GET', '/carteirinha', token)).json()).name).toBe('Ana Souza');
    expect((await call('PATCH', '/assinante', token, { nome: 'Ana Souza Lima' })).statusCode).toBe(200);
    expect(memberCardSchema.parse((await call('GET', '/carteirinha', token)).json()).name).toBe('Ana Souza Lima');
  });
});
