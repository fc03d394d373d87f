import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, createTestApp, signUpSubscriber, TEST_PASSWORD, type TestContext } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { createEndedSessions, SESSION_RECHECK_MS } from './ended-sessions.js';

/**
 * An access token whose sign-in has ended is refused within SESSION_RECHECK_MS in every process
 * (docs/security.md, 'Devices'), not only once its 15 minutes run out. Two processes on one database.
 */
let database: TestDatabase;
let first: TestContext;
let second: TestContext;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database, clock: first.clock });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.destroy();
});

const profile = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/assinante', headers: { authorization: `Bearer ${token}` } });
const statuses = async (token: string) => [
  (await profile(first, token)).statusCode,
  (await profile(second, token)).statusCode,
];

describe('an access token of a sign-in that has ended', () => {
  it('is refused once signed out: at once where the sign-in was not seen live, within the recheck everywhere', async () => {
    const session = await signUpSubscriber(first, `saiu${++counter}@exemplo.com.br`);
    // Seen live by the first process only.
    expect((await profile(first, session.access_token)).statusCode).toBe(200);
    expect((await apiPost(first, '/logout', { refreshToken: session.refresh_token })).statusCode).toBe(200);
    expect((await profile(second, session.access_token)).statusCode).toBe(401);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await statuses(session.access_token)).toEqual([401, 401]);
  });

  it('is refused once another device ends it, and a password reset ends every one; a live sign-in stays', async () => {
    const email = `aparelhos${++counter}@exemplo.com.br`;
    const phone = await signUpSubscriber(first, email);
    const laptop = (await apiPost(second, '/login', { email, password: TEST_PASSWORD })).json() as typeof phone;
    expect(await statuses(phone.access_token)).toEqual([200, 200]);
    expect(await statuses(laptop.access_token)).toEqual([200, 200]);

    // From the laptop: 'Encerrar as outras sessões'.
    expect((await apiPost(second, '/sessoes/encerrar-outras', {}, laptop.access_token)).statusCode).toBe(200);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await statuses(phone.access_token)).toEqual([401, 401]);
    expect(await statuses(laptop.access_token)).toEqual([200, 200]);

    // A password reset ends the laptop's too.
    first.clock.advance(61_000);
    expect((await apiPost(first, '/auth/password-reset/request', { email })).statusCode).toBe(201);
    const code = await first.lastCodeFor(email);
    expect((await apiPost(first, '/auth/password-reset', { email, code, password: 'Nova#Senha2026' })).statusCode).toBe(
      200,
    );
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await statuses(laptop.access_token)).toEqual([401, 401]);
  });

  it('a live sign-in is asked about again after the recheck, and still let in', async () => {
    const session = await signUpSubscriber(first, `viva${++counter}@exemplo.com.br`);
    for (let i = 0; i < 3; i += 1) {
      expect(await statuses(session.access_token)).toEqual([200, 200]);
      first.clock.advance(SESSION_RECHECK_MS);
    }
  });
});

describe('the sign-in check', () => {
  it('asks the database once for questions that arrive together, and not again within the recheck', async () => {
    const session = await signUpSubscriber(first, `juntas${++counter}@exemplo.com.br`);
    const sessionId = (await first.app.accessTokens.claims(session.access_token))!.sessionId!;
    let selects = 0;
    const counted = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const sessionEnded = createEndedSessions(counted, first.clock);
    expect(await Promise.all(Array.from({ length: 5 }, () => sessionEnded(sessionId)))).toEqual(Array(5).fill(false));
    expect(await sessionEnded(sessionId)).toBe(false);
    expect(selects).toBe(1);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await sessionEnded(sessionId)).toBe(false);
    expect(selects).toBe(2);
  });
});
