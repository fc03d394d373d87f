import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: '100000' });
  ({ access_token: token } = await signUpSubscriber(ctx, 'portador@exemplo.com.br'));
});
afterAll(async () => {
  await ctx.close();
});

const profileWith = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/assinante', headers: { authorization } });

describe('requireAuth', () => {
  it('takes the Bearer scheme in any case, as RFC 7235 says schemes are', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect((await profileWith(`${scheme} ${token}`)).statusCode, scheme).toBe(200);
    }
    expect((await profileWith(`Bearer  ${token}`)).statusCode, 'two spaces').toBe(200);
  });

  it('refuses another scheme, a missing token and a token that is not one, with 401 and the challenge', async () => {
    for (const header of [`Basic ${token}`, 'Bearer', 'Bearer ', `Bearer${token}`, `Bearer ${token} extra`, 'x']) {
      const answer = await profileWith(header);
      expect(answer.statusCode, header).toBe(401);
      expect(answer.headers['www-authenticate'], header).toBe('Bearer');
    }
  });

  it('is checked before the body is: no token and a body of the wrong shape is 401, the token and the same body 400', async () => {
    const ask = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/atendimentos', headers, payload: { coverageId: 42 } });
    const anonymous = await ask({ 'idempotency-key': 'sem-sessao-1' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await ask({ authorization: `Bearer ${token}`, 'idempotency-key': 'com-sessao-1' })).statusCode).toBe(400);
  });
});
