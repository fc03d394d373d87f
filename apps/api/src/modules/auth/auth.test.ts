import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { authSessionSchema, type AuthSession } from '@game-assist/contracts';
import { createTestApp, TEST_SECRETS, type TestContext } from '../../test/app.js';

let ctx: TestContext;
let counter = 0;
const PASSWORD = 'Segura#2026';

beforeAll(async () => {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  // Each test works on fresh addresses and starts past any throttle window.
  ctx.clock.advance(2 * 60 * 60_000);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

async function signUp(email = `pessoa${++counter}@exemplo.com.br`) {
  const response = await post('/singup', { email, password: PASSWORD, firstName: 'Ana', lastName: 'Souza' });
  expect(response.statusCode).toBe(201);
  return { email, session: authSessionSchema.parse(response.json()) };
}

async function requestCode(email: string) {
  const response = await post('/auth/request-otp', { identifier: email, type: 'email' });
  return { response, code: await ctx.lastCodeFor(email) };
}

const verify = (email: string, otp: string) => post('/auth/verify-otp', { identifier: email, type: 'email', otp });

interface TokenOverrides {
  key?: string;
  alg?: string;
  iss?: string;
  aud?: string;
  typ?: string;
  exp?: number;
}

/**
 * An access token signed here, exactly as the server signs its own (the test app's key, HS256,
 * issuer, audience, type, 60 s from now), except for what `overrides` changes.
 */
function forgeAccessToken(subject: string, overrides: TokenOverrides = {}): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256', typ: overrides.typ ?? 'at+jwt' })
    .setSubject(subject)
    .setIssuer(overrides.iss ?? 'game-assist-api')
    .setAudience(overrides.aud ?? 'game-assist-web')
    .setIssuedAt(now)
    .setExpirationTime(overrides.exp ?? now + 60)
    .sign(new TextEncoder().encode(overrides.key ?? TEST_SECRETS.jwtSecret));
}

describe('POST /singup', () => {
  it('creates the account and its subscriber record and returns a session', async () => {
    const { session, email } = await signUp();
    expect(session.user).toMatchObject({ email, firstName: 'Ana', lastName: 'Souza', nome: 'Ana Souza' });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(43);
  });

  it('rejects a duplicate e-mail with 409, case-insensitively', async () => {
    const { email } = await signUp();
    const again = await post('/singup', {
      email: email.toUpperCase(),
      password: PASSWORD,
      firstName: 'B',
      lastName: 'C',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'Este e-mail já está cadastrado.' });
  });

  it('enforces the password rule on the server', async () => {
    for (const password of ['curta1!', 'semnumero!A', 'SEMMINUSCULA1!', 'semmaiuscula1!', 'SemEspecial12']) {
      const response = await post('/singup', { email: `x${++counter}@a.com`, password, firstName: 'A', lastName: 'B' });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toContain('A senha deve ter pelo menos 8 caracteres');
    }
  });

  it('answers bad input with a 4xx JSON error, never a 500', async () => {
    const cases: [string, string | object, string?][] = [
      ['malformed JSON', '{"email": ', 'application/json'],
      ['missing fields', {}],
      ['wrong types', { email: 1, password: true, firstName: [], lastName: {} }],
      ['over-long name', { email: 'a@b.com', password: PASSWORD, firstName: 'x'.repeat(51), lastName: 'y' }],
      ['not an e-mail', { email: 'nope', password: PASSWORD, firstName: 'a', lastName: 'b' }],
      ['1 MB body', { email: 'a@b.com', password: PASSWORD, firstName: 'x'.repeat(1_000_000), lastName: 'y' }],
      ['text body', 'email=a', 'text/plain'],
    ];
    for (const [name, payload, contentType] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/singup',
        payload,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
      const body = response.json();
      expect(body.message, name).toEqual(expect.any(String));
      expect(JSON.stringify(body), name).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});

describe('e-mail code sign-in', () => {
  it('sends a 6-digit code that signs in once, and answers with no-store', async () => {
    const { email } = await signUp();
    const { response, code } = await requestCode(email);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(code).toMatch(/^\d{6}$/);
    const first = await verify(email, code!);
    expect(first.statusCode).toBe(201);
    expect(authSessionSchema.parse(first.json()).user.email).toBe(email);
    const second = await verify(email, code!);
    expect(second.statusCode).toBe(401);
  });

  it('stores only a keyed hash of the code, and the outbox keeps no clear text', async () => {
    const { email } = await signUp();
    await post('/auth/request-otp', { identifier: email, type: 'email' });
    const pending = await ctx.database.db.execute(`select text_body from mail_outbox where recipient = '${email}'`);
    const code = await ctx.lastCodeFor(email);
    const rows = await ctx.database.db.execute(
      `select code_hash from otp_codes where identifier = '${email}' union all select text_body from mail_outbox where recipient = '${email}'`,
    );
    const stored = JSON.stringify([pending, rows]);
    expect(stored).not.toContain(code!);
  });

  it('expires a code after 10 minutes', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await verify(email, code!)).statusCode).toBe(401);
  });

  it('accepts a code just before it expires', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    ctx.clock.advance(10 * 60_000 - 1000);
    expect((await verify(email, code!)).statusCode).toBe(201);
  });

  it('allows one code per 60 s and five an hour, with Retry-After', async () => {
    const { email } = await signUp();
    expect((await requestCode(email)).response.statusCode).toBe(201);
    const tooSoon = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBe(60);
    ctx.clock.advance(30_000);
    const stillSoon = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(Number(stillSoon.headers['retry-after'])).toBe(30);
    for (let i = 0; i < 4; i += 1) {
      ctx.clock.advance(61_000);
      expect((await requestCode(email)).response.statusCode).toBe(201);
    }
    ctx.clock.advance(61_000);
    const sixth = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('kills a code after 3 wrong tries, even for the right code afterwards', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) expect((await verify(email, wrong)).statusCode).toBe(401);
    expect((await verify(email, code!)).statusCode).toBe(401);
  });

  it('never signs in after 10 wrong codes spread over fresh codes; afterwards only the latest code works', async () => {
    const { email } = await signUp();
    // Each code dies after 3 tries, so the 10 guesses need 4 codes: 3 + 3 + 3 + 1. Between
    // codes the injected clock passes the 60 s resend throttle (4 codes stay under 5 an hour).
    const codes: string[] = [];
    let guesses = 0;
    while (guesses < 10) {
      if (codes.length > 0) ctx.clock.advance(61_000);
      const { response, code } = await requestCode(email);
      expect(response.statusCode).toBe(201);
      codes.push(code!);
      const previous = new Set(codes);
      for (let round = 0; round < 3 && guesses < 10; round += 1) {
        // Wrong for this code, and not any earlier one either (those are checked below).
        let guess = Number(code) + 7919 * (round + 1);
        while (previous.has(String(guess % 1_000_000).padStart(6, '0'))) guess += 1;
        guess %= 1_000_000;
        const answer = await verify(email, String(guess).padStart(6, '0'));
        expect(answer.statusCode, `wrong guess ${guesses + 1}`).toBe(401);
        expect(answer.json()).not.toHaveProperty('access_token');
        guesses += 1;
      }
    }
    expect(codes).toHaveLength(4);
    const latest = codes.at(-1)!;
    // A right but superseded code does not sign in (each try spends one of the latest
    // code's 3; it has used 1, so one old code can be checked and the latest still has a try).
    const superseded = codes.slice(0, -1).find((code) => code !== latest);
    if (superseded) expect((await verify(email, superseded)).statusCode).toBe(401);
    const signedIn = await verify(email, latest);
    expect(signedIn.statusCode).toBe(201);
    expect(authSessionSchema.parse(signedIn.json()).user.email).toBe(email);
  });

  it('keeps only the latest code valid', async () => {
    const { email } = await signUp();
    const { code: first } = await requestCode(email);
    ctx.clock.advance(61_000);
    const { code: second } = await requestCode(email);
    if (first !== second) expect((await verify(email, first!)).statusCode).toBe(401);
    expect((await verify(email, second!)).statusCode).toBe(201);
  });

  it('answers known and unknown e-mails identically and mails no usable code to the unknown', async () => {
    const { email } = await signUp();
    const unknown = `ninguem${++counter}@exemplo.com.br`;
    const known = await post('/auth/request-otp', { identifier: email, type: 'email' });
    const other = await post('/auth/request-otp', { identifier: unknown, type: 'email' });
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    await ctx.app.outbox.drain();
    const mail = ctx.mailer.sent.filter((message) => message.to === unknown);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).not.toMatch(/\d{6}/);
    for (const guess of ['000000', '123456', '999999']) expect((await verify(unknown, guess)).statusCode).toBe(401);
  });

  it('gives wrong, expired, used and unknown codes the same status and body', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    const wrong = await verify(email, code === '000000' ? '000001' : '000000');
    expect((await verify(email, code!)).statusCode).toBe(201);
    const used = await verify(email, code!);
    const unknown = await verify(`nao${++counter}@x.com`, '123456');
    const { email: other } = await signUp();
    const { code: otherCode } = await requestCode(other);
    ctx.clock.advance(11 * 60_000);
    const expired = await verify(other, otherCode!);
    for (const response of [used, unknown, expired]) {
      expect(response.statusCode).toBe(wrong.statusCode);
      expect(response.body).toBe(wrong.body);
    }
  });

  it('consumes a code atomically: 16 parallel verifies give exactly one session', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    const results = await Promise.all(Array.from({ length: 16 }, () => verify(email, code!)));
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(results.filter((response) => response.statusCode === 401)).toHaveLength(15);
  });

  it('rejects malformed codes and identifiers with 400', async () => {
    for (const payload of [
      { identifier: 'a@b.com', type: 'email', otp: '12345' },
      { identifier: 'a@b.com', type: 'email', otp: '12a456' },
      { identifier: 'a@b.com', type: 'sms', otp: '123456' },
      { identifier: 'x'.repeat(300), type: 'email', otp: '123456' },
    ]) {
      expect((await post('/auth/verify-otp', payload)).statusCode).toBe(400);
    }
  });

  it('limits code requests per IP', async () => {
    const limited = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/request-otp',
          payload: { identifier: `ip${i}@x.com`, type: 'email' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /login', () => {
  it('signs in with the right password and gives the same 401 otherwise', async () => {
    const { email } = await signUp();
    const ok = await post('/login', { email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    authSessionSchema.parse(ok.json());
    const wrongPassword = await post('/login', { email, password: 'Errada#2026' });
    const unknownEmail = await post('/login', { email: `nao${++counter}@x.com`, password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });
});

describe('tokens', () => {
  /** What a route behind requireAuth answers to this bearer token. */
  const subscriber = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/assinante', headers: { authorization: `Bearer ${token}` } });

  it('rotates the refresh token on every use and revokes the family on reuse after the grace window', async () => {
    const { session } = await signUp();
    const first = await post('/refresh-token', { refreshToken: session.refresh_token });
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as AuthSession;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);

    ctx.clock.advance(11_000);
    const reuse = await post('/refresh-token', { refreshToken: session.refresh_token });
    expect(reuse.statusCode).toBe(401);
    // The thief's replay killed the family: the legitimate newer token is revoked too.
    expect((await post('/refresh-token', { refreshToken: rotated.refresh_token })).statusCode).toBe(401);
  });

  it('lets a racing tab reuse a just-rotated token within the grace window', async () => {
    const { session } = await signUp();
    const [a, b] = await Promise.all([
      post('/refresh-token', { refreshToken: session.refresh_token }),
      post('/refresh-token', { refreshToken: session.refresh_token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('ends the family after 30 days whatever the rotations', async () => {
    const { session } = await signUp();
    let token = session.refresh_token;
    for (let day = 0; day < 3; day += 1) {
      ctx.clock.advance(10 * 24 * 60 * 60_000 + 60_000);
      const response = await post('/refresh-token', { refreshToken: token });
      if (day < 2) {
        expect(response.statusCode).toBe(200);
        token = (response.json() as AuthSession).refresh_token;
      } else {
        expect(response.statusCode).toBe(401);
      }
    }
  });

  it('logout revokes the session on the server', async () => {
    const { session } = await signUp();
    expect((await post('/logout', { refreshToken: session.refresh_token })).statusCode).toBe(200);
    expect((await post('/refresh-token', { refreshToken: session.refresh_token })).statusCode).toBe(401);
    expect((await post('/logout', { refreshToken: 'unknown-token' })).statusCode).toBe(200);
  });

  it('accepts its own access tokens and rejects tampered, alg none, expired and foreign ones', async () => {
    const { session } = await signUp();
    const verifyToken = (token: string) => ctx.app.accessTokens.verify(token);
    expect(await verifyToken(session.access_token)).toBe(session.user.id);

    const [header, payload, signature] = session.access_token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'other', iss: 'game-assist-api', aud: 'game-assist-web', exp: 9e9, iat: 1 })).toString('base64url')}.${signature}`;
    expect(await verifyToken(tampered)).toBeNull();

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    expect(await verifyToken(none)).toBeNull();

    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const forge = (overrides: TokenOverrides) => forgeAccessToken(session.user.id, overrides);
    expect(await verifyToken(await forge({}))).toBe(session.user.id);
    expect(await verifyToken(await forge({ aud: 'someone-else' }))).toBeNull();
    expect(await verifyToken(await forge({ iss: 'someone-else' }))).toBeNull();
    expect(await verifyToken(await forge({ typ: 'JWT' }))).toBeNull();
    expect(await verifyToken(await forge({ exp: now - 1 }))).toBeNull();

    ctx.clock.advance(15 * 60_000 + 1000);
    expect(await verifyToken(session.access_token)).toBeNull();
    const expired = await subscriber(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers GET /assinante with 401 to alg none, wrong-signature, tampered, expired and foreign tokens', async () => {
    const { session } = await signUp();
    // The real token works (and is now in the verified-token cache, keyed by its exact string).
    const valid = await subscriber(session.access_token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ email: session.user.email });

    const [header, payload, signature] = session.access_token.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const forge = (overrides: TokenOverrides = {}) => forgeAccessToken(session.user.id, overrides);
    const attacks: Record<string, string> = {
      'alg none, no signature': `${encode({ alg: 'none', typ: 'at+jwt' })}.${payload}.`,
      'alg none, original signature kept': `${encode({ alg: 'none', typ: 'at+jwt' })}.${payload}.${signature}`,
      'alg none, lower-case header variant': `${encode({ alg: 'None' })}.${payload}.`,
      'wrong signature (another key)': await forge({ key: 'another-secret-0123456789abcdef0123456789' }),
      'signature of another token': `${header}.${payload}.${(await forge()).split('.')[2]}`,
      'signature altered': `${header}.${payload}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`,
      'payload tampered, signature kept': `${header}.${encode({ ...claims, sub: randomUUID() })}.${signature}`,
      'expired, rightly signed': await forge({ exp: now - 1 }),
      'foreign audience': await forge({ aud: 'someone-else' }),
      'foreign issuer': await forge({ iss: 'someone-else' }),
      'not an access token (typ JWT)': await forge({ typ: 'JWT' }),
      'HS512 with the right key': await forge({ alg: 'HS512' }),
    };
    for (const [name, token] of Object.entries(attacks)) {
      const response = await subscriber(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.headers['www-authenticate'], name).toBe('Bearer');
      expect(response.body, name).not.toContain(session.user.email);
    }
    // The real token still works: the attacks did not poison the cache.
    expect((await subscriber(session.access_token)).statusCode).toBe(200);
  });
});
