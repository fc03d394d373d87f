import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';

let ctx: TestContext;
const KNOWN = 'conhecido@exemplo.com.br';

beforeAll(async () => {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '1000000', AUTH_IP_LIMIT_PER_HOUR: '1000000' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/singup',
    payload: { email: KNOWN, password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' },
  });
});
afterAll(async () => {
  await ctx.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('account enumeration', () => {
  it('answers code requests for known and unknown e-mails identically, in status, body and timing', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 100; i += 1) {
      // Past the per-identifier throttle (1 a minute, 5 an hour) each round.
      ctx.clock.advance(13 * 60_000);
      for (const [identifier, times] of [
        [KNOWN, known],
        [`desconhecido-${i}@exemplo.com.br`, unknown],
      ] as const) {
        const start = process.hrtime.bigint();
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-otp',
          payload: { identifier, type: 'email' },
        });
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        expect(response.statusCode).toBe(201);
        bodies.add(response.body);
      }
    }
    expect(bodies.size).toBe(1);
    // Noise: how far apart two halves of the SAME population are. The two populations
    // may differ by no more than that (with a 1 ms floor for timer granularity).
    const noise = Math.max(
      Math.abs(median(known.slice(0, 50)) - median(known.slice(50))),
      Math.abs(median(unknown.slice(0, 50)) - median(unknown.slice(50))),
      1,
    );
    expect(Math.abs(median(known) - median(unknown))).toBeLessThanOrEqual(3 * noise);
  }, 120_000);
});

describe('cross-origin reads', () => {
  it('gives foreign origins no CORS permission on authenticated answers', async () => {
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: KNOWN, password: 'Segura#2026' },
    });
    const token = (session.json() as { access_token: string }).access_token;
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: { origin: 'https://atacante.example', authorization: `Bearer ${token}` },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/assinante',
      headers: {
        origin: 'https://atacante.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});
