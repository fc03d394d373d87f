import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, createTestApp, signUpSubscriber, TEST_PASSWORD, type TestContext } from '#api/test/app.js';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { createEndedSessions, SESSION_RECHECK_MS } from './ended-sessions.js';
import { REFRESH_REUSE_GRACE_MS } from './refresh-tokens.js';

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
  it('is refused once signed out: at once by the process that ended it, within the recheck everywhere', async () => {
    const session = await signUpSubscriber(first, `saiu${++counter}@exemplo.com.br`);
    // Seen live by both processes.
    expect(await statuses(session.access_token)).toEqual([200, 200]);
    expect((await apiPost(first, '/logout', { refreshToken: session.refresh_token })).statusCode).toBe(200);
    expect((await profile(first, session.access_token)).statusCode).toBe(401);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await statuses(session.access_token)).toEqual([401, 401]);
  });

  it('is refused at once where the sign-in was not seen live', async () => {
    const session = await signUpSubscriber(first, `nuncaviu${++counter}@exemplo.com.br`);
    expect((await profile(first, session.access_token)).statusCode).toBe(200);
    expect((await apiPost(first, '/logout', { refreshToken: session.refresh_token })).statusCode).toBe(200);
    expect((await profile(second, session.access_token)).statusCode).toBe(401);
  });

  it('is refused once another device ends it, and a password reset ends every one; a live sign-in stays', async () => {
    const email = `aparelhos${++counter}@exemplo.com.br`;
    const phone = await signUpSubscriber(first, email);
    const laptop = (await apiPost(second, '/login', { email, password: TEST_PASSWORD })).json() as typeof phone;
    const tablet = (await apiPost(second, '/login', { email, password: TEST_PASSWORD })).json() as typeof phone;
    for (const device of [phone, laptop, tablet]) expect(await statuses(device.access_token)).toEqual([200, 200]);

    // From the laptop: the tablet alone, then 'Encerrar as outras sessões'.
    const tabletId = (await first.app.accessTokens.claims(tablet.access_token))!.sessionId!;
    const endOne = await second.app.inject({
      method: 'DELETE',
      url: `/api/sessoes/${tabletId}`,
      headers: { authorization: `Bearer ${laptop.access_token}` },
    });
    expect(endOne.statusCode).toBe(200);
    expect((await profile(second, tablet.access_token)).statusCode).toBe(401);
    expect((await profile(second, phone.access_token)).statusCode).toBe(200);
    expect((await apiPost(second, '/sessoes/encerrar-outras', {}, laptop.access_token)).statusCode).toBe(200);
    expect((await profile(second, phone.access_token)).statusCode).toBe(401);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await statuses(phone.access_token)).toEqual([401, 401]);
    expect(await statuses(tablet.access_token)).toEqual([401, 401]);
    expect(await statuses(laptop.access_token)).toEqual([200, 200]);

    // A password reset ends the laptop's too.
    first.clock.advance(61_000);
    expect(await statuses(laptop.access_token)).toEqual([200, 200]);
    expect((await apiPost(first, '/auth/password-reset/request', { email })).statusCode).toBe(201);
    const code = await first.lastCodeFor(email);
    expect((await apiPost(first, '/auth/password-reset', { email, code, password: 'Nova#Senha2026' })).statusCode).toBe(
      200,
    );
    expect((await profile(first, laptop.access_token)).statusCode).toBe(401);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await statuses(laptop.access_token)).toEqual([401, 401]);
  });

  it('is refused at once after its refresh token is replayed, and once its account is deleted', async () => {
    const email = `replay${++counter}@exemplo.com.br`;
    const session = await signUpSubscriber(first, email);
    const rotated = await apiPost(first, '/refresh-token', { refreshToken: session.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const { access_token: rotatedAccess } = rotated.json() as typeof session;
    expect((await profile(first, rotatedAccess)).statusCode).toBe(200);
    first.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await apiPost(first, '/refresh-token', { refreshToken: session.refresh_token })).statusCode).toBe(401);
    expect((await profile(first, rotatedAccess)).statusCode).toBe(401);

    const other = (await apiPost(first, '/login', { email, password: TEST_PASSWORD })).json() as typeof session;
    expect((await profile(first, other.access_token)).statusCode).toBe(200);
    expect((await apiPost(first, '/conta/exclusao/codigo', {}, other.access_token)).statusCode).toBe(202);
    const deleted = await first.app.inject({
      method: 'DELETE',
      url: '/api/conta',
      headers: { authorization: `Bearer ${other.access_token}` },
      payload: { code: await first.lastCodeFor(email) },
    });
    expect(deleted.statusCode).toBe(200);
    const afterwards = await first.app.inject({
      method: 'GET',
      url: '/api/notificacoes/preferencias',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(afterwards.statusCode).toBe(401);
  });

  it('a live sign-in is asked about again after the recheck, and still let in', async () => {
    const session = await signUpSubscriber(first, `viva${++counter}@exemplo.com.br`);
    for (let i = 0; i < 3; i += 1) {
      expect(await statuses(session.access_token)).toEqual([200, 200]);
      first.clock.advance(SESSION_RECHECK_MS);
    }
  });
});

/** A new sign-in, and a check of it on its own cache whose database questions are counted. */
async function checkedSignIn(email: string) {
  const session = await signUpSubscriber(first, email);
  const sessionId = (await first.app.accessTokens.claims(session.access_token))!.sessionId!;
  let selects = 0;
  const counted = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'select') selects += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const { isEnded, forgetAccount } = createEndedSessions(counted, first.clock);
  return { session, forgetAccount, ended: () => isEnded(session.user.id, sessionId), selects: () => selects };
}

describe('the sign-in check', () => {
  it('asks the database once for questions that arrive together, and not again within the recheck', async () => {
    const { ended, selects } = await checkedSignIn(`juntas${++counter}@exemplo.com.br`);
    expect(await Promise.all(Array.from({ length: 5 }, ended))).toEqual(Array(5).fill(false));
    expect(await ended()).toBe(false);
    expect(selects()).toBe(1);
    first.clock.advance(SESSION_RECHECK_MS);
    expect(await ended()).toBe(false);
    expect(selects()).toBe(2);
  });

  it('asks again once the sign-ins of the account end, and keeps no answer that was on its way meanwhile', async () => {
    const { ended, selects, forgetAccount, session } = await checkedSignIn(`esquece${++counter}@exemplo.com.br`);
    expect(await ended()).toBe(false);
    forgetAccount(session.user.id);
    expect(await ended()).toBe(false);
    expect(selects()).toBe(2);

    // An answer asked before the ending committed, arriving after it: used once, not remembered.
    forgetAccount(session.user.id);
    const onItsWay = ended();
    forgetAccount(session.user.id);
    expect(await onItsWay).toBe(false);
    expect(await ended()).toBe(false);
    expect(selects()).toBe(4);
    // Another account's ending leaves this one remembered.
    forgetAccount('00000000-0000-4000-8000-000000000000');
    expect(await ended()).toBe(false);
    expect(selects()).toBe(4);
  });
});
