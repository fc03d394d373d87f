import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

/**
 * POST /refresh-token and POST /logout take an unguessable refresh token, so their per-IP limits
 * (ten times AUTH_IP_LIMIT_PER_HOUR, each endpoint counted apart) only cap the database work one
 * address can cause. Each test sends from addresses of its own, so none spends another's budget.
 */
const AUTH_IP_LIMIT_PER_HOUR = 1;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_IP_LIMIT_PER_HOUR: String(AUTH_IP_LIMIT_PER_HOUR) });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, refreshToken: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url, payload: { refreshToken }, remoteAddress });

describe('POST /logout', () => {
  it('answers 429 with Retry-After past ten times the sign-in budget, from that address only', async () => {
    const address = '192.0.2.1';
    const budget = 10 * AUTH_IP_LIMIT_PER_HOUR;
    for (let i = 0; i < budget; i += 1) {
      expect((await post('/api/logout', `desconhecido-${i}`, address)).statusCode).toBe(200);
    }
    const limited = await post('/api/logout', 'desconhecido-x', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Muitas requisições') });
    // Another address, and the refresh endpoint from the same address, have budgets of their own.
    expect((await post('/api/logout', 'desconhecido-y', '192.0.2.2')).statusCode).toBe(200);
    expect((await post('/api/refresh-token', 'desconhecido-z', address)).statusCode).toBe(401);
  });
});

describe('POST /refresh-token', () => {
  it('answers 429 past ten times the sign-in budget', async () => {
    const address = '192.0.2.20';
    const budget = 10 * AUTH_IP_LIMIT_PER_HOUR;
    // Signed up from another address: the sign-up is counted on its own endpoint anyway.
    const session = await signUpSubscriber(ctx, 'limite@exemplo.com.br');
    let token = session.refresh_token;
    // Every refresh within the budget succeeds, rotating the token each time.
    for (let i = 0; i < budget; i += 1) {
      const response = await post('/api/refresh-token', token, address);
      expect(response.statusCode).toBe(200);
      token = (response.json() as { refresh_token: string }).refresh_token;
    }
    const limited = await post('/api/refresh-token', token, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The token was not spent by the refused request: another address may still use it.
    expect((await post('/api/refresh-token', token, '192.0.2.21')).statusCode).toBe(200);
  });
});
