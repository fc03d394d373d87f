import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'drizzle-orm';
import {
  jwksSchema,
  MEMBER_CARD_LIFETIME_SECONDS,
  memberCardSchema,
  subscriptionSchema,
  verifyCardResponseSchema,
} from '@game-assist/contracts';
import { DEMO_MEMBER_NUMBER } from '#api/db/seed/index.js';
import {
  createTestApp,
  signUpPaidSubscriber,
  signUpSubscriber,
  TEST_PASSWORD,
  type TestContext,
} from '#api/test/app.js';
import { systemClock } from '#api/lib/clock.js';
import { setSubscriptionStatus } from '#api/test/subscription-status.js';
import { ephemeralCardKeys, type CardKeys } from './card-keys.js';
import { isValidLuhn, luhnCheckDigit, newMemberNumber } from './luhn.js';

let ctx: TestContext;
let keys: CardKeys;
let counter = 0;
const nextEmail = () => `membro${++counter}@exemplo.com.br`;

beforeAll(async () => {
  keys = await ephemeralCardKeys(systemClock);
  ctx = await createTestApp(
    { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000', PUBLIC_URL: 'https://app.exemplo.com.br' },
    { cardKeys: keys },
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const verifyCard = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/carteirinha/verificar', payload: { token } });

describe('member numbers', () => {
  it('carry a Luhn check digit that catches any single wrong digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    for (let i = 0; i < 50; i += 1) {
      const number = newMemberNumber();
      expect(number).toMatch(/^7019\d{12}$/);
      expect(isValidLuhn(number)).toBe(true);
      const position = i % 16;
      const wrong =
        number.slice(0, position) + String((Number(number[position]) + 1) % 10) + number.slice(position + 1);
      expect(isValidLuhn(wrong)).toBe(false);
    }
  });

  it("the seeded demo subscriber's fixed number is one of ours", () => {
    expect(DEMO_MEMBER_NUMBER).toMatch(/^7019\d{12}$/);
    expect(isValidLuhn(DEMO_MEMBER_NUMBER)).toBe(true);
  });

  it("the migration's SQL check digit (used for accounts older than subscriptions) agrees with this one", async () => {
    for (let i = 0; i < 30; i += 1) {
      const payload = newMemberNumber().slice(0, 15);
      const rows = await ctx.database.db.execute<{ digit: string }>(sql`select luhn_check_digit(${payload}) as digit`);
      const digit =
        (rows as unknown as { rows?: { digit: string }[] }).rows?.[0]?.digit ??
        (rows as unknown as { digit: string }[])[0]?.digit;
      expect(digit).toBe(luhnCheckDigit(payload));
    }
  });
});

describe('the subscription record', () => {
  it('starts when the address is confirmed, not at the pending sign-up', async () => {
    const email = nextEmail();
    const pending = await ctx.app.inject({
      method: 'POST',
      url: '/api/singup',
      payload: { email, password: TEST_PASSWORD, firstName: 'Ana', lastName: 'Souza' },
    });
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from subscriptions s join accounts a on a.id = s.account_id where a.email = ${email}`,
    );
    expect(JSON.stringify(rows)).toContain('"n":0');
    expect(pending.statusCode).toBe(201);
    const otp = await ctx.lastCodeFor(email);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { identifier: email, type: 'email', otp },
    });
    const token = (confirmed.json() as { access_token: string }).access_token;
    const answer = await get('/api/assinatura', token);
    expect(answer.statusCode).toBe(200);
    const subscription = subscriptionSchema.parse(answer.json());
    expect(subscription).toMatchObject({
      plan: { id: 'plan-black', name: 'Game Assist Black', type: 'Black' },
      addOns: [],
      status: 'aguardando-pagamento',
      since: ctx.clock.now().toISOString().slice(0, 10),
      paidUntil: null,
      affiliate: null,
    });
    expect(isValidLuhn(subscription.memberNumber)).toBe(true);
    // What /MeuPlano shows of the plan: its words and its benefits.
    expect(subscription.plan.description).toMatch(/^A assinatura completa/);
    expect(subscription.plan.benefits.map((benefit) => benefit.name)).toContain('Telemedicina');
  });

  it('attributes the affiliate whose active link the sign-up came with; an unknown code is ignored', async () => {
    const withLink = await signUpSubscriber(ctx, nextEmail(), {
      firstName: 'Ana',
      lastName: 'Souza',
      affiliateCode: 'GAMEASSIST10',
    });
    const mine = subscriptionSchema.parse((await get('/api/assinatura', withLink.access_token)).json());
    expect(mine.affiliate).toEqual({ id: 'aff-001', name: expect.any(String) });

    const unknown = await signUpSubscriber(ctx, nextEmail(), {
      firstName: 'Bia',
      lastName: 'Lima',
      affiliateCode: 'NAO-EXISTE',
    });
    const theirs = subscriptionSchema.parse((await get('/api/assinatura', unknown.access_token)).json());
    expect(theirs.affiliate).toBeNull();
  });

  it('needs a signed-in subscriber', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/assinatura' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/carteirinha' })).statusCode).toBe(401);
  });
});

describe('the member card', () => {
  async function cardFor() {
    const { access_token: token, user } = await signUpPaidSubscriber(ctx, nextEmail(), {
      firstName: 'Carla',
      lastName: 'Dias',
    });
    const card = memberCardSchema.parse((await get('/api/carteirinha', token)).json());
    return { card, accountId: user.id };
  }

  it('is an EdDSA compact JWS with the minimum claims: the member number, never the account id or e-mail', async () => {
    const { card, accountId } = await cardFor();
    expect(decodeProtectedHeader(card.token)).toMatchObject({ alg: 'EdDSA', kid: keys.signing.kid });
    const claims = decodeJwt(card.token);
    expect(claims).toMatchObject({
      iss: 'https://app.exemplo.com.br',
      sub: card.memberNumber,
      name: 'Carla Dias',
      plan: 'Game Assist Black',
      status: 'ativa',
    });
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'iss', 'name', 'plan', 'rid', 'status', 'sub']);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    expect(card.token).not.toContain(accountId);
    expect(JSON.stringify(claims)).not.toContain('@');
  });

  it('verifies on the server: valid, then tampered, expired and cancelled each say why', async () => {
    const { card, accountId } = await cardFor();
    const valid = verifyCardResponseSchema.parse((await verifyCard(card.token)).json());
    expect(valid).toMatchObject({ valid: true, memberNumber: card.memberNumber, name: 'Carla Dias' });

    const [header, payload, signature] = card.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(card.token), name: 'Outra Pessoa' })).toString(
      'base64url',
    );
    expect((await verifyCard(`${header}.${forged}.${signature}`)).json()).toEqual({
      valid: false,
      reason: 'assinatura-adulterada',
    });
    expect(payload).toBeTruthy();

    ctx.clock.advance(31 * 24 * 60 * 60_000);
    expect((await verifyCard(card.token)).json()).toEqual({ valid: false, reason: 'expirada' });
    ctx.clock.advance(-31 * 24 * 60 * 60_000);

    await setSubscriptionStatus(ctx.database.db, accountId, 'cancelada', ctx.clock.now());
    expect((await verifyCard(card.token)).json()).toEqual({ valid: false, reason: 'assinatura-inativa' });
  });

  it('refuses a card signed by a key it does not publish, even under a published kid', async () => {
    const { card } = await cardFor();
    const stranger = await ephemeralCardKeys(systemClock);
    const claims = decodeJwt(card.token);
    const token = await new SignJWT({ name: claims.name, plan: claims.plan, status: 'ativa' })
      .setProtectedHeader({ alg: 'EdDSA', kid: keys.signing.kid })
      .setIssuer(claims.iss!)
      .setSubject(claims.sub!)
      .setIssuedAt(claims.iat!)
      .setExpirationTime(claims.exp!)
      .sign(stranger.signing.key);
    expect((await verifyCard(token)).json()).toEqual({ valid: false, reason: 'assinatura-adulterada' });
  });

  it('refuses a card signed with its own key but valid longer than the issuing lifetime (a leaked key)', async () => {
    const { card } = await cardFor();
    const claims = decodeJwt(card.token);
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const mint = (times: { iat?: number; exp: number }) => {
      const jwt = new SignJWT({ name: claims.name, plan: claims.plan, status: 'ativa' })
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.signing.kid })
        .setIssuer(claims.iss!)
        .setSubject(claims.sub!)
        .setExpirationTime(times.exp);
      if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
      return jwt.sign(keys.signing.key);
    };
    const year3000 = Date.UTC(3000, 0, 1) / 1000;
    const refused = { valid: false, reason: 'assinatura-adulterada' };
    // Valid until 3000; issued "in 2999" so exp - iat looks short; no iat at all.
    expect((await verifyCard(await mint({ iat: now, exp: year3000 }))).json()).toEqual(refused);
    expect((await verifyCard(await mint({ iat: year3000 - 86_400, exp: year3000 }))).json()).toEqual(refused);
    expect((await verifyCard(await mint({ exp: now + 86_400 }))).json()).toEqual(refused);
    // One second past the lifetime is refused; the lifetime itself, as issued, is valid.
    const lifetime = MEMBER_CARD_LIFETIME_SECONDS;
    expect((await verifyCard(await mint({ iat: now, exp: now + lifetime + 1 }))).json()).toEqual(refused);
    expect((await verifyCard(await mint({ iat: now, exp: now + lifetime }))).json()).toMatchObject({ valid: true });
  });

  it('refuses a body with fields besides the token (400)', async () => {
    const { card } = await cardFor();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/carteirinha/verificar',
      payload: { token: card.token, valid: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400 });
  });

  it('answers something that is not a JWS with a 400 JSON error', async () => {
    const answer = await verifyCard('isto não é um token');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400 });
  });

  it('keeps verifying a card whose key was rotated out of signing while it is still published', async () => {
    const { card } = await cardFor();
    const next = await ephemeralCardKeys(systemClock);
    const rotated = await createTestApp(
      { PUBLIC_URL: 'https://app.exemplo.com.br' },
      {
        database: ctx.database,
        cardKeys: { signing: next.signing, published: [...next.published, ...keys.published] },
      },
    );
    try {
      const jwks = jwksSchema.parse(
        (await rotated.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json(),
      );
      expect(jwks.keys.map((key) => key.kid)).toEqual([next.signing.kid, keys.signing.kid]);
      const old = await rotated.app.inject({
        method: 'POST',
        url: '/api/carteirinha/verificar',
        payload: { token: card.token },
      });
      expect(old.json()).toMatchObject({ valid: true });
      // Once the old key is no longer published, its cards are refused.
      const later = await createTestApp(
        { PUBLIC_URL: 'https://app.exemplo.com.br' },
        { database: ctx.database, cardKeys: next },
      );
      try {
        const gone = await later.app.inject({
          method: 'POST',
          url: '/api/carteirinha/verificar',
          payload: { token: card.token },
        });
        expect(gone.json()).toEqual({ valid: false, reason: 'assinatura-adulterada' });
      } finally {
        await later.close();
      }
    } finally {
      await rotated.close();
    }
  });

  it('publishes the public keys only, cacheable, at /.well-known/jwks.json', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const jwks = jwksSchema.parse(answer.json());
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
