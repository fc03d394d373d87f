import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriberSchema } from '@game-assist/contracts';
import { z } from 'zod/mini';
import { accounts, subscribers } from '#api/db/schema/index.js';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '#api/modules/auth/index.js';
import { findSubscriber } from './repository.js';
import { createSubscriberCache, SUBSCRIBER_CACHE_TTL_MS } from './subscriber-cache.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/assinante', headers: { authorization: `Bearer ${token}` } });
const patch = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/assinante', payload, headers: { authorization: `Bearer ${token}` } });
// A titular's own record (no plan of another's to name).
const readFromDatabase = async (accountId: string) => {
  const row = await findSubscriber(ctx.database.db, accountId);
  return row && { ...row, titular: null };
};
/** Changes the record behind the API's back, as another process would. */
const renameInDatabase = (accountId: string, nome: string) =>
  ctx.database.db.update(subscribers).set({ nome }).where(eq(subscribers.accountId, accountId));

describe('GET /assinante from the per-process cache', () => {
  it('answers a repeat with the same contract-checked bytes and headers as the first answer', async () => {
    const { access_token: token } = await signUpSubscriber(ctx, 'repete@exemplo.com.br', {
      firstName: 'Rita',
      lastName: 'Lima',
    });
    const first = await get(token);
    const second = await get(token);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(z.strictObject(subscriberSchema.shape).parse(second.json())).toEqual({
      nome: 'Rita Lima',
      telefone: '',
      email: 'repete@exemplo.com.br',
      nascimento: null,
      endereco: '',
      avatar: null,
      telefoneVerificado: false,
      titular: null,
    });
  });

  it('serves a record changed by another process for at most the TTL', async () => {
    const { access_token: token, user } = await signUpSubscriber(ctx, 'outro-processo@exemplo.com.br');
    expect((await get(token)).json()).toMatchObject({ nome: 'Ana Souza' });
    await renameInDatabase(user.id, 'Ana Mudada');
    ctx.clock.advance(SUBSCRIBER_CACHE_TTL_MS - 1);
    expect((await get(token)).json()).toMatchObject({ nome: 'Ana Souza' });
    ctx.clock.advance(1);
    expect((await get(token)).json()).toMatchObject({ nome: 'Ana Mudada' });
  });

  it('shows a PATCH on the very next GET', async () => {
    const { access_token: token } = await signUpSubscriber(ctx, 'edita@exemplo.com.br');
    expect((await get(token)).json()).toMatchObject({ nome: 'Ana Souza', telefone: '' });
    const saved = await patch(token, { nome: 'Ana Editada', telefone: '(21) 98888-7777' });
    expect(saved.statusCode).toBe(200);
    const after = await get(token);
    expect(after.json()).toMatchObject({ nome: 'Ana Editada', telefone: '(21) 98888-7777' });
    expect(after.body).toBe(saved.body);
  });

  it('keeps the cached record when a PATCH is refused', async () => {
    const { access_token: token } = await signUpSubscriber(ctx, 'recusa@exemplo.com.br');
    const before = (await get(token)).body;
    expect((await patch(token, { nome: '' })).statusCode).toBe(400);
    expect((await get(token)).body).toBe(before);
  });

  it('answers 401 for a deleted account, every time, once any cached copy is past the TTL', async () => {
    const { access_token: token } = await signUpSubscriber(ctx, 'apagada@exemplo.com.br');
    expect((await get(token)).statusCode).toBe(200);
    await ctx.database.db.delete(accounts).where(eq(accounts.email, 'apagada@exemplo.com.br'));
    // Deleted by another process: this one may still hold the profile for up to the TTL (ADR 003).
    ctx.clock.advance(SUBSCRIBER_CACHE_TTL_MS);
    for (let i = 0; i < 3; i += 1) {
      const response = await get(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    }
  });

  it('answers 401 once the access token expires, though it was served from memory before', async () => {
    const { access_token: token } = await signUpSubscriber(ctx, 'expira@exemplo.com.br');
    expect((await get(token)).statusCode).toBe(200);
    ctx.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await get(token)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const expired = await get(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer');
  });

  it("rejects a tampered token while the genuine one is cached, and never answers with another account's record", async () => {
    const victim = await signUpSubscriber(ctx, 'vitima@exemplo.com.br');
    const attacker = await signUpSubscriber(ctx, 'atacante@exemplo.com.br');
    expect((await get(victim.access_token)).statusCode).toBe(200);
    expect((await get(attacker.access_token)).statusCode).toBe(200);
    const [header, payload, signature] = attacker.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: victim.user.id })).toString('base64url');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [`${header}.${swapped}.${signature}`, `${header}.${payload}.${flipped}`]) {
      const response = await get(forged);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('vitima@exemplo.com.br');
    }
  });
});

describe('createSubscriberCache', () => {
  it('shares one read between concurrent misses for an account', async () => {
    const { user } = await signUpSubscriber(ctx, 'concorrente@exemplo.com.br');
    const cache = createSubscriberCache({ read: readFromDatabase, clock: ctx.clock });
    const first = cache.get(user.id);
    expect(cache.get(user.id)).toBe(first);
    expect(await first).toContain('"concorrente@exemplo.com.br"');
  });

  it('does not keep a read that overlapped an invalidation', async () => {
    const { user } = await signUpSubscriber(ctx, 'corrida@exemplo.com.br');
    // The read is held, once it has seen the database, until the test lets it finish.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let markRead = () => {};
    const hasRead = new Promise<void>((resolve) => (markRead = resolve));
    const cache = createSubscriberCache({
      read: async (accountId) => {
        const row = await readFromDatabase(accountId);
        markRead();
        await gate;
        return row;
      },
      clock: ctx.clock,
    });
    const overlapping = cache.get(user.id);
    await hasRead;
    // Another request changes the record and invalidates while the first read is in flight.
    await renameInDatabase(user.id, 'Nome Novo');
    cache.invalidate(user.id);
    release();
    expect(JSON.parse((await overlapping)!)).toMatchObject({ nome: 'Ana Souza' });
    expect(JSON.parse((await cache.get(user.id))!)).toMatchObject({ nome: 'Nome Novo' });
  });

  it('does not keep a failed read', async () => {
    const { user } = await signUpSubscriber(ctx, 'falha@exemplo.com.br');
    let fail = true;
    const cache = createSubscriberCache({
      read: (accountId) => (fail ? Promise.reject(new Error('database down')) : readFromDatabase(accountId)),
      clock: ctx.clock,
    });
    await expect(cache.get(user.id)).rejects.toThrow('database down');
    fail = false;
    expect(JSON.parse((await cache.get(user.id))!)).toMatchObject({ email: 'falha@exemplo.com.br' });
  });

  it('does not cache a missing subscriber', async () => {
    const { user } = await signUpSubscriber(ctx, 'some@exemplo.com.br');
    const cache = createSubscriberCache({ read: readFromDatabase, clock: ctx.clock });
    await ctx.database.db.delete(accounts).where(eq(accounts.id, user.id));
    expect(await cache.get(user.id)).toBeUndefined();
    await ctx.database.db
      .insert(accounts)
      .values({ id: user.id, email: 'volta@exemplo.com.br', firstName: 'V', lastName: 'S' });
    await ctx.database.db.insert(subscribers).values({ accountId: user.id, nome: 'Voltou' });
    expect(JSON.parse((await cache.get(user.id))!)).toMatchObject({ nome: 'Voltou' });
  });

  it('is bounded', async () => {
    const cache = createSubscriberCache({ read: readFromDatabase, clock: ctx.clock, maxEntries: 2 });
    const users = await Promise.all(['b1', 'b2', 'b3'].map((name) => signUpSubscriber(ctx, `${name}@exemplo.com.br`)));
    for (const { user } of users) await cache.get(user.id);
    // The oldest was evicted: changing it in the database shows at once; the newest stays cached.
    await renameInDatabase(users[0]!.user.id, 'Primeiro Mudado');
    await renameInDatabase(users[2]!.user.id, 'Terceiro Mudado');
    expect(JSON.parse((await cache.get(users[0]!.user.id))!)).toMatchObject({ nome: 'Primeiro Mudado' });
    expect(JSON.parse((await cache.get(users[2]!.user.id))!)).toMatchObject({ nome: 'Ana Souza' });
  });
});
