import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BIRTH_DATE_IN_FUTURE_MESSAGE,
  BIRTH_DATE_TOO_EARLY_MESSAGE,
  DATE_FORMAT_MESSAGE,
  subscriberSchema,
} from '@game-assist/contracts';
import { accounts } from '#api/db/schema/index.js';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signUpSubscriber(ctx, 'perfil@exemplo.com.br', { firstName: 'Joana', lastName: 'Prado' }))
    .access_token;
});
afterAll(async () => {
  await ctx.close();
});

const get = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/assinante', headers: authorization ? { authorization } : {} });
const patch = (payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/assinante',
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /assinante', () => {
  it('returns the signed-in subscriber, per the contract, never cached', async () => {
    const response = await get(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(subscriberSchema.parse(response.json())).toEqual({
      nome: 'Joana Prado',
      telefone: '',
      email: 'perfil@exemplo.com.br',
      nascimento: null,
      endereco: '',
      avatar: null,
      telefoneVerificado: false,
      titular: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 JSON without a valid bearer token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer x.y.z', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await get(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 for a valid token whose account was deleted', async () => {
    const doomed = await signUpSubscriber(ctx, 'apagado@exemplo.com.br');
    await ctx.database.db.delete(accounts).where(eq(accounts.email, 'apagado@exemplo.com.br'));
    expect((await get(`Bearer ${doomed.access_token}`)).statusCode).toBe(401);
  });
});

describe('PATCH /assinante', () => {
  it('saves the personal information and returns the record', async () => {
    const response = await patch({
      nome: 'Joana P. Prado',
      telefone: '(11) 91234-5678',
      nascimento: '1992-03-04',
      endereco: 'Rua das Acácias, 45',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nome: 'Joana P. Prado', nascimento: '1992-03-04' });
    expect((await get(`Bearer ${token}`)).json()).toMatchObject({ telefone: '(11) 91234-5678' });
  });

  it('rejects a missing name, over-long fields, bad dates and the e-mail with 400, changing nothing', async () => {
    const before = (await get(`Bearer ${token}`)).body;
    for (const payload of [
      {},
      { nome: '' },
      { nome: 'x'.repeat(51) },
      { nome: 'Ana', endereco: 'y'.repeat(51) },
      { nome: 'Ana', nascimento: '31/12/1990' },
      { nome: 'Ana', email: 'outro@exemplo.com' },
    ]) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await get(`Bearer ${token}`)).body).toBe(before);
  });

  it('rejects a birth date that is no date, before 1900 or in the future with 400 naming nascimento', async () => {
    const before = (await get(`Bearer ${token}`)).body;
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const [nascimento, message] of [
      // Year 0000 passed the old format check and reached the database, which refused it.
      ['0000-01-01', DATE_FORMAT_MESSAGE],
      ['2023-02-29', DATE_FORMAT_MESSAGE],
      ['1899-12-31', BIRTH_DATE_TOO_EARLY_MESSAGE],
      [`${nextYear}-12-31`, BIRTH_DATE_IN_FUTURE_MESSAGE],
    ] as const) {
      const response = await patch({ nome: 'Ana', nascimento });
      expect(response.statusCode, nascimento).toBe(400);
      expect(response.json(), nascimento).toMatchObject({ statusCode: 400, fieldErrors: { nascimento: [message] } });
    }
    expect((await get(`Bearer ${token}`)).body).toBe(before);
    // The first year allowed is saved.
    const oldest = await patch({ nome: 'Joana P. Prado', nascimento: '1900-01-01' });
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json()).toMatchObject({ nascimento: '1900-01-01' });
  });

  it('needs a signed-in subscriber', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/assinante', payload: { nome: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});
