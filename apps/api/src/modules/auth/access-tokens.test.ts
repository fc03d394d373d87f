import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import type * as Jose from 'jose';
import { ManualClock } from '#api/lib/clock.js';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens.js';

// The real jose, with its signature check counted: a cache hit must not call it.
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof Jose>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});
const signatureChecks = () => vi.mocked(jwtVerify).mock.calls.length;

const SECRET = 'unit-test-jwt-secret-0123456789abcdef012345';
let clock: ManualClock;
beforeEach(() => {
  clock = new ManualClock();
  vi.mocked(jwtVerify).mockClear();
});

/** Another string for the same token: one character of the given part changed. */
function tamper(token: string, part: 0 | 1 | 2): string {
  const parts = token.split('.');
  const text = parts[part]!;
  parts[part] = `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
  return parts.join('.');
}

describe('verified access token cache', () => {
  it('verifies a token once, then answers a repeat of the exact string from memory', async () => {
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign('account-1');
    expect(await tokens.verify(token)).toBe('account-1');
    expect(await tokens.verify(token)).toBe('account-1');
    expect(await tokens.verify(token)).toBe('account-1');
    expect(signatureChecks()).toBe(1);
    expect(tokens.cachedTokens).toBe(1);
  });

  it('rejects a tampered token even while the genuine one is cached', async () => {
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign('account-1');
    expect(await tokens.verify(token)).toBe('account-1');
    const [header, , signature] = token.split('.');
    const otherSubject = Buffer.from(
      JSON.stringify({
        sub: 'account-2',
        iss: 'game-assist-api',
        aud: 'game-assist-web',
        iat: 1,
        exp: 9e9,
      }),
    ).toString('base64url');
    const forgeries = {
      signature: tamper(token, 2),
      payload: tamper(token, 1),
      header: tamper(token, 0),
      'another subject': `${header}.${otherSubject}.${signature}`,
      appended: `${token}x`,
      truncated: token.slice(0, -1),
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      expect(forged).not.toBe(token);
      expect(await tokens.verify(forged), name).toBeNull();
    }
    // The genuine token is still served from memory; every forgery paid for a full check.
    expect(await tokens.verify(token)).toBe('account-1');
    expect(signatureChecks()).toBe(7);
  });

  it('never caches a token that failed verification', async () => {
    const tokens = createAccessTokens(SECRET, clock);
    const foreign = await createAccessTokens('another-secret-0123456789abcdef0123456789', clock).sign('account-1');
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(foreign)).toBeNull();
    expect(signatureChecks()).toBe(2);
    expect(tokens.cachedTokens).toBe(0);
  });

  it('stops serving a token from memory at its own exp', async () => {
    const tokens = createAccessTokens(SECRET, clock);
    const token = await tokens.sign('account-1');
    expect(await tokens.verify(token)).toBe('account-1');
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(await tokens.verify(token)).toBe('account-1');
    expect(signatureChecks()).toBe(1);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
    expect(signatureChecks()).toBe(2);
    expect(tokens.cachedTokens).toBe(0);
  });

  it('keeps a token with a short exp only that long', async () => {
    const tokens = createAccessTokens(SECRET, clock);
    const now = Math.floor(clock.now().getTime() / 1000);
    const shortLived = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('account-1')
      .setIssuer('game-assist-api')
      .setAudience('game-assist-web')
      .setIssuedAt(now)
      .setExpirationTime(now + 30)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(shortLived)).toBe('account-1');
    clock.advance(30_000);
    expect(await tokens.verify(shortLived)).toBeNull();
  });

  it('is bounded: the oldest verified token is dropped, and is simply verified again', async () => {
    const tokens = createAccessTokens(SECRET, clock, { cacheSize: 3 });
    const issued = await Promise.all([1, 2, 3, 4, 5].map((n) => tokens.sign(`account-${n}`)));
    for (const token of issued) await tokens.verify(token);
    expect(tokens.cachedTokens).toBe(3);
    expect(signatureChecks()).toBe(5);
    expect(await tokens.verify(issued[4]!)).toBe('account-5');
    expect(signatureChecks()).toBe(5);
    expect(await tokens.verify(issued[0]!)).toBe('account-1');
    expect(signatureChecks()).toBe(6);
    expect(tokens.cachedTokens).toBe(3);
  });
});
