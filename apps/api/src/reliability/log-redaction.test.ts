import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logging.js';
import { createTestApp, type TestContext } from '#api/test/app.js';

/** Every log line of a full sign-in journey, at the most verbose level, from the server's own logger. */
const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  ctx = await createTestApp({}, { logger: createLogger('trace', sink) });
});
afterAll(async () => {
  await ctx.close();
});

describe('logs', () => {
  it('never contain passwords, codes or tokens', async () => {
    const email = 'logs@exemplo.com.br';
    const password = 'Segura#2026-logs';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/singup',
      payload: { email, password, firstName: 'Log', lastName: 'Teste' },
    });
    expect(signup.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { identifier: email, type: 'email' },
    });
    const code = (await ctx.lastCodeFor(email))!;
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { identifier: email, type: 'email', otp: code },
    });
    const session = verified.json() as { access_token: string; refresh_token: string };
    await ctx.app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken: session.refresh_token },
    });
    // A failing request is logged too: still nothing secret.
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Errada#2026' } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      password,
      'Errada#2026',
      // The bare 6 digits could occur inside a timestamp; look for the code as a value.
      `"${code}"`,
      `: ${code}`,
      session.access_token,
      session.refresh_token,
      (refreshed.json() as { refresh_token: string }).refresh_token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
