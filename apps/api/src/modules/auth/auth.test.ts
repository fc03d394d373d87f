import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { apiErrorSchema, authSessionSchema, deviceSessionListSchema, type AuthSession } from '@game-assist/contracts';
import { createTestApp, TEST_SECRETS, unthrottledSuite } from '#api/test/app.js';

const { app, post, get } = unthrottledSuite();
let counter = 0;
const PASSWORD = 'Segura#2026';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A pending sign-up: the answer's session, and the confirmation code e-mailed. */
async function signUpPending(email = `pessoa${++counter}@exemplo.com.br`, password = PASSWORD) {
  const response = await post('/singup', { email, password, firstName: 'Ana', lastName: 'Souza' });
  expect(response.statusCode).toBe(201);
  return { email, pending: authSessionSchema.parse(response.json()), code: await app().lastCodeFor(email) };
}

/** A confirmed account, as a person makes one: sign-up, then its e-mailed code. */
async function signUp(email = `pessoa${++counter}@exemplo.com.br`) {
  const { code } = await signUpPending(email);
  const confirmed = await verify(email, code!);
  expect(confirmed.statusCode).toBe(201);
  return { email, session: authSessionSchema.parse(confirmed.json()) };
}

async function requestCode(email: string) {
  const response = await post('/auth/request-otp', { identifier: email, type: 'email' });
  return { response, code: await app().lastCodeFor(email) };
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
  const now = Math.floor(app().clock.now().getTime() / 1000);
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
  it('answers 201 in the spec shape with a session that can do nothing, and e-mails a confirmation code', async () => {
    const { pending, email, code } = await signUpPending();
    expect(pending.user).toMatchObject({ email, firstName: 'Ana', lastName: 'Souza', nome: 'Ana Souza' });
    expect(pending.access_token.split('.')).toHaveLength(3);
    expect(pending.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(code).toMatch(/^\d{6}$/);
    const mail = app()
      .mailer.sent.filter((message) => message.to === email)
      .at(-1)!;
    expect(mail.subject).toBe('Confirme seu cadastro no Game Assist');
    expect(mail.text).toContain('Se não foi você');
    // No data endpoint takes the token, the refresh token refreshes nothing, the password works nowhere.
    const data = await get('/assinante', pending.access_token);
    expect(data.statusCode).toBe(401);
    expect((await post('/refresh-token', { refreshToken: pending.refresh_token })).statusCode).toBe(401);
    expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(401);
    // A pending session can end.
    expect((await post('/logout', { refreshToken: pending.refresh_token })).statusCode).toBeLessThan(300);
  });

  it('its code confirms the account: the password then works and the pending tokens still do not', async () => {
    const { pending, email, code } = await signUpPending();
    const confirmed = await verify(email, code!);
    expect(confirmed.statusCode).toBe(201);
    expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const data = await get('/assinante', pending.access_token);
    expect(data.statusCode).toBe(401);
  });

  it('a new sign-up for a pending address replaces it: only the latest password and code count', async () => {
    const email = `pessoa${++counter}@exemplo.com.br`;
    const first = await signUpPending(email, 'Primeira#2026');
    app().clock.advance(61_000);
    const second = await signUpPending(email, 'Segunda#2026');
    expect((await verify(email, first.code!)).statusCode).toBe(401);
    expect((await verify(email, second.code!)).statusCode).toBe(201);
    expect((await post('/login', { email, password: 'Primeira#2026' })).statusCode).toBe(401);
    expect((await post('/login', { email, password: 'Segunda#2026' })).statusCode).toBe(200);
  });

  it('for a confirmed address changes nothing, answers the same, and tells the owner', async () => {
    const { email } = await signUp();
    app().clock.advance(61_000);
    const again = await post('/singup', {
      email: email.toUpperCase(),
      password: 'Outra#2026x',
      firstName: 'B',
      lastName: 'C',
    });
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json() as object).sort()).toEqual(['access_token', 'refresh_token', 'user']);
    await app().modules.outbox.drain();
    const last = app()
      .mailer.sent.filter((message) => message.to === email)
      .at(-1)!;
    expect(last.subject).toBe('Tentativa de cadastro com seu e-mail no Game Assist');
    expect(last.text).not.toMatch(/\d{6}/);
    expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/login', { email, password: 'Outra#2026x' })).statusCode).toBe(401);
  });

  it('deletes sign-ups nobody confirmed after 7 days, and keeps confirmed ones', async () => {
    const pending = await signUpPending();
    const confirmed = await signUp();
    app().clock.advance(7 * 24 * 60 * 60_000 + 1);
    expect(await app().modules.auth.purgeStale()).toBeGreaterThanOrEqual(1);
    expect((await verify(pending.email, pending.code!)).statusCode).toBe(401);
    expect((await post('/login', { email: confirmed.email, password: PASSWORD })).statusCode).toBe(200);
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
      const response = await app().app.inject({
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
    const pending = await app().database.db.execute(`select text_body from mail_outbox where recipient = '${email}'`);
    const code = await app().lastCodeFor(email);
    const rows = await app().database.db.execute(
      `select code_hash from otp_codes where identifier = '${email}' union all select text_body from mail_outbox where recipient = '${email}'`,
    );
    const stored = JSON.stringify([pending, rows]);
    expect(stored).not.toContain(code!);
  });

  it('expires a code after 10 minutes', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    app().clock.advance(10 * 60_000 + 1);
    expect((await verify(email, code!)).statusCode).toBe(401);
  });

  it('accepts a code just before it expires', async () => {
    const { email } = await signUp();
    const { code } = await requestCode(email);
    app().clock.advance(10 * 60_000 - 1000);
    expect((await verify(email, code!)).statusCode).toBe(201);
  });

  it('allows one code per 60 s and five an hour, with Retry-After, and says when the minute holds a code to type', async () => {
    const { email } = await signUp();
    // Past the hour that counted the sign-up's own code.
    app().clock.advance(60 * 60_000 + 1);
    expect((await requestCode(email)).response.statusCode).toBe(201);
    const tooSoon = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBe(60);
    expect(apiErrorSchema.parse(tooSoon.json()).reason).toBe('code-already-sent');
    app().clock.advance(30_000);
    const stillSoon = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(Number(stillSoon.headers['retry-after'])).toBe(30);
    for (let i = 0; i < 4; i += 1) {
      app().clock.advance(61_000);
      expect((await requestCode(email)).response.statusCode).toBe(201);
    }
    app().clock.advance(61_000);
    const sixth = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    // The hour's limit: its last code may have expired, so no reason to go and type it.
    expect(apiErrorSchema.parse(sixth.json())).not.toHaveProperty('reason');
  });

  it('says a refused code request has a code to type alike for every address, with or without an account', async () => {
    const { email } = await signUp();
    app().clock.advance(60 * 60_000 + 1);
    const { code } = await requestCode(email);
    // Redeemed: the minute no longer holds; the next code is the one waiting to be typed.
    expect((await verify(email, code!)).statusCode).toBe(201);
    expect((await requestCode(email)).response.statusCode).toBe(201);
    const refused = await post('/auth/request-otp', { identifier: email, type: 'email' });
    expect(apiErrorSchema.parse(refused.json()).reason).toBe('code-already-sent');
    const stranger = await post('/auth/request-otp', { identifier: 'nobody@example.com', type: 'email' });
    expect(stranger.statusCode).toBe(201);
    const strangerAgain = await post('/auth/request-otp', { identifier: 'nobody@example.com', type: 'email' });
    // The same answer as for an account (docs/security.md, 'Enumeration').
    expect(strangerAgain.statusCode).toBe(429);
    expect(apiErrorSchema.parse(strangerAgain.json()).reason).toBe('code-already-sent');
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
      if (codes.length > 0) app().clock.advance(61_000);
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
    app().clock.advance(61_000);
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
    await app().modules.outbox.drain();
    const mail = app().mailer.sent.filter((message) => message.to === unknown);
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
    app().clock.advance(11 * 60_000);
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
        if (response.statusCode === 429) {
          expect(response.headers['retry-after']).toBeDefined();
          // The address limit, not the code's: no code of this address is waiting to be typed.
          expect(apiErrorSchema.parse(response.json())).not.toHaveProperty('reason');
        }
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

  it("names each sign-in after its device ('Aparelhos conectados'), and a refresh keeps the name", async () => {
    const { email } = await signUp();
    const laptop = await post('/login', { email, password: PASSWORD }, { 'user-agent': FIREFOX_MAC });
    expect(laptop.statusCode).toBe(200);
    app().clock.advance(61_000);
    const { code } = await requestCode(email);
    const byCode = await post(
      '/auth/verify-otp',
      { identifier: email, type: 'email', otp: code },
      { 'user-agent': SAFARI_IPHONE },
    );
    expect(byCode.statusCode).toBe(201);
    const rotated = await post('/refresh-token', {
      refreshToken: authSessionSchema.parse(laptop.json()).refresh_token,
    });
    const listed = await get('/sessoes', authSessionSchema.parse(rotated.json()).access_token);
    const { items } = deviceSessionListSchema.parse(listed.json());
    // The sign-up's confirmation came with no User-Agent.
    expect(items.map((item) => item.device).sort()).toEqual([
      'Aparelho desconhecido',
      'Firefox no macOS',
      'Safari no iPhone',
    ]);
    expect(items.find((item) => item.current)?.device).toBe('Firefox no macOS');
  });
});

describe('tokens', () => {
  /** What a route behind requireAuth answers to this bearer token. */
  const subscriber = (token: string) => get('/assinante', token);

  it('rotates the refresh token on every use and revokes the family on reuse after the grace window', async () => {
    const { session } = await signUp();
    const first = await post('/refresh-token', { refreshToken: session.refresh_token });
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as AuthSession;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);

    app().clock.advance(11_000);
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
      app().clock.advance(10 * 24 * 60 * 60_000 + 60_000);
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
    const verifyToken = (token: string) => app().app.accessTokens.verify(token);
    expect(await verifyToken(session.access_token)).toBe(session.user.id);

    const [header, payload, signature] = session.access_token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'other', iss: 'game-assist-api', aud: 'game-assist-web', exp: 9e9, iat: 1 })).toString('base64url')}.${signature}`;
    expect(await verifyToken(tampered)).toBeNull();

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    expect(await verifyToken(none)).toBeNull();

    const now = Math.floor(app().clock.now().getTime() / 1000);
    const forge = (overrides: TokenOverrides) => forgeAccessToken(session.user.id, overrides);
    expect(await verifyToken(await forge({}))).toBe(session.user.id);
    expect(await verifyToken(await forge({ aud: 'someone-else' }))).toBeNull();
    expect(await verifyToken(await forge({ iss: 'someone-else' }))).toBeNull();
    expect(await verifyToken(await forge({ typ: 'JWT' }))).toBeNull();
    expect(await verifyToken(await forge({ exp: now - 1 }))).toBeNull();

    app().clock.advance(15 * 60_000 + 1000);
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
    const now = Math.floor(app().clock.now().getTime() / 1000);
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

describe('the true owner of the address wins (pre-hijacking)', () => {
  it("a code sign-in by the mailbox's owner ends the attacker's sign-up: no password, no session, no data", async () => {
    const victim = `vitima${++counter}@exemplo.com.br`;
    // The attacker signs up first, with the victim's address and a password of their own.
    const attacker = await signUpPending(victim, 'Atacante#2026');
    // The victim never saw that; they sign in with a code sent to their mailbox.
    app().clock.advance(61_000);
    const { code } = await requestCode(victim);
    const owner = await verify(victim, code!);
    expect(owner.statusCode).toBe(201);
    const session = authSessionSchema.parse(owner.json());
    const patch = await app().app.inject({
      method: 'PATCH',
      url: '/api/assinante',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { nome: 'Vítima Real', telefone: '11999990000', endereco: 'Rua A, 1', nascimento: '1990-01-01' },
    });
    expect(patch.statusCode).toBe(200);

    // The attacker's password, tokens and sign-up code are all worthless now.
    expect((await post('/login', { email: victim, password: 'Atacante#2026' })).statusCode).toBe(401);
    expect((await post('/refresh-token', { refreshToken: attacker.pending.refresh_token })).statusCode).toBe(401);
    const read = await get('/assinante', attacker.pending.access_token);
    expect(read.statusCode).toBe(401);
    expect((await verify(victim, attacker.code!)).statusCode).toBe(401);
    // The owner's session works.
    const mine = await get('/assinante', session.access_token);
    expect(mine.json()).toMatchObject({ nome: 'Vítima Real' });
  });

  it('a sign-up for an address whose owner already confirmed it gives the attacker nothing', async () => {
    const { email, session } = await signUp();
    app().clock.advance(61_000);
    const again = await post('/singup', { email, password: 'Atacante#2026', firstName: 'X', lastName: 'Y' });
    expect(again.statusCode).toBe(201);
    const fake = authSessionSchema.parse(again.json());
    expect(fake.user.id).not.toBe(session.user.id);
    expect((await post('/login', { email, password: 'Atacante#2026' })).statusCode).toBe(401);
    expect((await post('/refresh-token', { refreshToken: fake.refresh_token })).statusCode).toBe(401);
  });
});

describe('per-account password limit', () => {
  const login = (email: string, password: string, from: number) =>
    app().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: `10.0.${Math.floor(from / 250)}.${(from % 250) + 1}`,
    });

  it('locks an address after 10 wrong passwords from many source addresses, doubling, and a right one resets', async () => {
    const { email } = await signUp();
    const unknown = `ninguem${++counter}@exemplo.com.br`;
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, 'Errada#2026', i)).statusCode).toBe(401);
      expect((await login(unknown, 'Errada#2026', i)).statusCode).toBe(401);
    }
    // Locked: even the right password is refused, from yet another address, and so is the unknown one.
    const locked = await login(email, PASSWORD, 99);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(60);
    const lockedUnknown = await login(unknown, PASSWORD, 99);
    expect(lockedUnknown.statusCode).toBe(429);
    expect(lockedUnknown.body).toBe(locked.body);
    await app().modules.outbox.drain();
    const notices = app().mailer.sent.filter(
      (message) => message.to === email && message.subject === 'Muitas tentativas de senha na sua conta Game Assist',
    );
    expect(notices).toHaveLength(1);
    expect(app().mailer.sent.some((message) => message.to === unknown && message.subject.startsWith('Muitas'))).toBe(
      false,
    );

    // After the minute, one more wrong password locks it again for two.
    app().clock.advance(61_000);
    expect((await login(email, 'Errada#2026', 100)).statusCode).toBe(401);
    const again = await login(email, PASSWORD, 101);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(120);

    // After that, the right password works and clears the count.
    app().clock.advance(121_000);
    expect((await login(email, PASSWORD, 102)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(email, 'Errada#2026', 103 + i)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, 120)).statusCode).toBe(200);
  });

  it('never locks for longer than an hour', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 10; i += 1) await login(email, 'Errada#2026', i);
    let wait = 0;
    for (let lock = 0; lock < 9; lock += 1) {
      const refused = await login(email, PASSWORD, 50);
      wait = Number(refused.headers['retry-after']);
      app().clock.advance(wait * 1000 + 1000);
      await login(email, 'Errada#2026', 51);
    }
    expect(wait).toBe(3600);
  });

  it('counts parallel guesses exactly: 20 at once lock the address after 10', async () => {
    const { email } = await signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, 'Errada#2026', i)));
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
  });
});

describe('access-token age', () => {
  it('refuses a token issued longer ago than the 15-minute lifetime, whatever its exp', async () => {
    const { session } = await signUp();
    const now = Math.floor(app().clock.now().getTime() / 1000);
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(session.user.id)
      .setIssuer('game-assist-api')
      .setAudience('game-assist-web')
      .setIssuedAt(now - 16 * 60)
      .setExpirationTime(now + 10 * 365 * 24 * 60 * 60)
      .sign(new TextEncoder().encode(TEST_SECRETS.jwtSecret));
    const answer = await get('/assinante', old);
    expect(answer.statusCode).toBe(401);
    // A far exp with a fresh iat works only for the lifetime from iat, even once remembered.
    const fresh = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(session.user.id)
      .setIssuer('game-assist-api')
      .setAudience('game-assist-web')
      .setIssuedAt(now)
      .setExpirationTime(now + 10 * 365 * 24 * 60 * 60)
      .sign(new TextEncoder().encode(TEST_SECRETS.jwtSecret));
    const first = await get('/assinante', fresh);
    expect(first.statusCode).toBe(200);
    app().clock.advance(15 * 60_000 + 1000);
    const later = await get('/assinante', fresh);
    expect(later.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const askReset = (email: string) => post('/auth/password-reset/request', { email });
  const reset = (email: string, code: string, password: string) =>
    post('/auth/password-reset', { email, code, password });

  it('e-mails a reset code; the right one sets the password, ends every session, and tells the owner', async () => {
    const { email, session } = await signUp();
    const asked = await askReset(email);
    expect(asked.statusCode).toBe(201);
    const code = await app().lastCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const done = await reset(email, code!, 'Nova#Senha2026');
    expect(done.statusCode).toBe(200);
    expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/login', { email, password: 'Nova#Senha2026' })).statusCode).toBe(200);
    expect((await post('/refresh-token', { refreshToken: session.refresh_token })).statusCode).toBe(401);
    await app().modules.outbox.drain();
    const last = app()
      .mailer.sent.filter((message) => message.to === email)
      .at(-1)!;
    expect(last.subject).toBe('Sua senha do Game Assist foi alterada');
    // Single use.
    expect((await reset(email, code!, 'Outra#Senha2026')).statusCode).toBe(401);
  });

  it('asked again within the minute, says the code is waiting, alike for an address without an account', async () => {
    const { email } = await signUp();
    const stranger = `ninguem-${Date.now()}@exemplo.com.br`;
    const answers = [];
    for (const address of [email, stranger]) {
      expect((await askReset(address)).statusCode).toBe(201);
      const again = await askReset(address);
      expect(again.statusCode).toBe(429);
      answers.push({ retryAfter: again.headers['retry-after'], body: apiErrorSchema.parse(again.json()) });
    }
    expect(answers[0]).toEqual({ retryAfter: '60', body: expect.objectContaining({ reason: 'code-already-sent' }) });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('refuses a weak password with 400, a wrong code with 401, and dies after 3 wrong tries', async () => {
    const { email } = await signUp();
    await askReset(email);
    const code = (await app().lastCodeFor(email))!;
    expect((await reset(email, code, 'fraca')).statusCode).toBe(400);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const answer = await reset(email, wrong, 'Nova#Senha2026');
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: 'Código inválido ou expirado.' });
    }
    expect((await reset(email, code, 'Nova#Senha2026')).statusCode).toBe(401);
    expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const { email } = await signUp();
    await askReset(email);
    const code = (await app().lastCodeFor(email))!;
    app().clock.advance(10 * 60_000 + 1);
    expect((await reset(email, code, 'Nova#Senha2026')).statusCode).toBe(401);
  });

  it('is consumed atomically: 16 parallel resets with the right code, exactly one wins', async () => {
    const { email } = await signUp();
    await askReset(email);
    const code = (await app().lastCodeFor(email))!;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => reset(email, code, `Nova#Senha${2000 + i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('a reset code signs nobody in, and a sign-in code resets nothing', async () => {
    const { email } = await signUp();
    await askReset(email);
    const resetCode = (await app().lastCodeFor(email))!;
    expect((await verify(email, resetCode)).statusCode).toBe(401);
    app().clock.advance(61_000);
    const { code: signInCode } = await requestCode(email);
    expect((await reset(email, signInCode!, 'Nova#Senha2026')).statusCode).toBe(401);
  });

  it('confirms a pending sign-up with the new password, ending what the sign-up opened', async () => {
    const { email, pending } = await signUpPending(`pendente${++counter}@exemplo.com.br`, 'Primeira#2026');
    app().clock.advance(61_000);
    await askReset(email);
    const code = (await app().lastCodeFor(email))!;
    expect((await reset(email, code, 'Dona#Senha2026')).statusCode).toBe(200);
    expect((await post('/login', { email, password: 'Primeira#2026' })).statusCode).toBe(401);
    expect((await post('/login', { email, password: 'Dona#Senha2026' })).statusCode).toBe(200);
    expect((await post('/refresh-token', { refreshToken: pending.refresh_token })).statusCode).toBe(401);
  });
});
