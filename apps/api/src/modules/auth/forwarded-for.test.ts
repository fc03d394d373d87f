import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#api/test/app.js';

/**
 * The per-IP limits key on the client address. X-Forwarded-For names that address only when the
 * connection comes from a configured proxy (TRUSTED_PROXIES); from anyone else it is a header
 * the client wrote, and believing it would let a client pick a fresh address per request.
 */
const LIMIT = 3;
let ctx: TestContext | undefined;
let sequence = 0;

afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function appWith(env: Record<string, string> = {}) {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: String(LIMIT), ...env });
  return ctx;
}

/** One code request (a fresh e-mail each time, so only the per-IP limit can answer 429). */
async function requestCode(from: { remoteAddress?: string; forwardedFor?: string }) {
  sequence += 1;
  const response = await ctx!.app.inject({
    method: 'POST',
    url: '/api/auth/request-otp',
    payload: { identifier: `ip${sequence}@exemplo.com.br`, type: 'email' },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
  expect([201, 429]).toContain(response.statusCode);
  return response.statusCode;
}

describe('without TRUSTED_PROXIES (the default)', () => {
  it('ignores X-Forwarded-For: a new spoofed address per request does not escape the limit', async () => {
    await appWith();
    for (let i = 0; i < LIMIT; i += 1) expect(await requestCode({ forwardedFor: `198.51.100.${i + 1}` })).toBe(201);
    // Still the same connection address, whatever the header says.
    expect(await requestCode({ forwardedFor: '203.0.113.77' })).toBe(429);
    expect(await requestCode({})).toBe(429);
  });

  it('does not charge another address for the spoofed one', async () => {
    await appWith();
    for (let i = 0; i < LIMIT; i += 1) expect(await requestCode({ forwardedFor: '203.0.113.9' })).toBe(201);
    // 203.0.113.9 itself, connecting directly, was never counted.
    expect(await requestCode({ remoteAddress: '203.0.113.9' })).toBe(201);
  });
});

describe('with TRUSTED_PROXIES', () => {
  it('counts the address a trusted proxy forwards, each client apart', async () => {
    await appWith({ TRUSTED_PROXIES: '127.0.0.1' });
    for (let i = 0; i < LIMIT; i += 1) expect(await requestCode({ forwardedFor: '198.51.100.1' })).toBe(201);
    expect(await requestCode({ forwardedFor: '198.51.100.1' })).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect(await requestCode({ forwardedFor: '198.51.100.2' })).toBe(201);
  });

  it('takes the address the proxy saw, not one the client prepended', async () => {
    await appWith({ TRUSTED_PROXIES: '127.0.0.1' });
    for (let i = 0; i < LIMIT; i += 1)
      expect(await requestCode({ forwardedFor: `192.0.2.${i + 1}, 198.51.100.1` })).toBe(201);
    expect(await requestCode({ forwardedFor: '192.0.2.200, 198.51.100.1' })).toBe(429);
    // The same prepended text from another client behind the proxy is that client's request.
    expect(await requestCode({ forwardedFor: '192.0.2.1, 198.51.100.2' })).toBe(201);
  });

  it('accepts CIDR ranges and still ignores the header from a client outside them', async () => {
    await appWith({ TRUSTED_PROXIES: '10.0.0.0/8' });
    for (let i = 0; i < LIMIT; i += 1)
      expect(await requestCode({ remoteAddress: '10.1.2.3', forwardedFor: '198.51.100.1' })).toBe(201);
    expect(await requestCode({ remoteAddress: '10.200.0.1', forwardedFor: '198.51.100.1' })).toBe(429);
    // 127.0.0.1 is no proxy here: its header is ignored, and its own budget is untouched.
    for (let i = 0; i < LIMIT; i += 1)
      expect(await requestCode({ remoteAddress: '127.0.0.1', forwardedFor: `192.0.2.${i + 1}` })).toBe(201);
    expect(await requestCode({ remoteAddress: '127.0.0.1', forwardedFor: '192.0.2.99' })).toBe(429);
  });
});
