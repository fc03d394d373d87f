import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersResponseSchema } from '@game-assist/contracts';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signUpSubscriber(ctx, 'destaques@exemplo.com.br')).access_token;
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /users', () => {
  it('lists the users with id, name and photo for a signed-in subscriber', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(usersResponseSchema.parse(response.json()).users.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});
