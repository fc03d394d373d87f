import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpSubscriber, type TestContext } from '../../test/app.js';

/**
 * POST /refresh-token and POST /logout take an unguessable refresh token, so their per-IP limits
 * (ten times AUTH_IP_LIMIT_PER_HOUR, each endpoint counted apart) only cap the database work one
 * address can cause.
 */
let ctx: TestContext;
beforeAll(async () => {
  // 1 sign-up per hour per IP: 10 refreshes and 10 logouts.
  ctx = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: '1' });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, refreshToken: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: { refreshToken }, remoteAddress });

describe('POST /logout', () => {
  it('answers 429 with Retry-After past ten times the sign-in budget, from that address only', async () => {
    for (let i = 0; i < 10; i += 1) expect((await post('/api/logout', `desconhecido-${i}`)).statusCode).toBe(200);
    const limited = await post('/api/logout', 'desconhecido-x');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Muitas requisições') });
    // Another address, and the refresh endpoint, have budgets of their own.
    expect((await post('/api/logout', 'desconhecido-y', '192.0.2.10')).statusCode).toBe(200);
    expect((await post('/api/refresh-token', 'desconhecido-z')).statusCode).toBe(401);
  });
});

describe('POST /refresh-token', () => {
  it('answers 429 past ten times the sign-in budget', async () => {
    const session = await signUpSubscriber(ctx, 'limite@exemplo.com.br');
    let token = session.refresh_token;
    // One refresh was spent above; nine more succeed, rotating the token each time.
    for (let i = 0; i < 9; i += 1) {
      const response = await post('/api/refresh-token', token);
      expect(response.statusCode).toBe(200);
      token = (response.json() as { refresh_token: string }).refresh_token;
    }
    expect((await post('/api/refresh-token', token)).statusCode).toBe(429);
  });
});
