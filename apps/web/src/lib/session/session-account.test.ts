import { describe, expect, it } from 'vitest';
import { accessTokenFor } from '#web/test/session.ts';
import { accessTokenUnexpired, accountOfToken } from './session-account';

const NOW = Date.parse('2026-11-27T09:00:00.000Z');
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe('accessTokenUnexpired', () => {
  it('is true while the token has more than the margin (30 s) left', () => {
    expect(accessTokenUnexpired(accessTokenFor('a', inSeconds(600)), NOW)).toBe(true);
    expect(accessTokenUnexpired(accessTokenFor('a', inSeconds(31)), NOW)).toBe(true);
  });

  it('is false once it has expired or is about to', () => {
    expect(accessTokenUnexpired(accessTokenFor('a', inSeconds(-1)), NOW)).toBe(false);
    expect(accessTokenUnexpired(accessTokenFor('a', inSeconds(29)), NOW)).toBe(false);
  });

  it('is false without a token, or for one that is not a JWT with an expiry', () => {
    expect(accessTokenUnexpired(null, NOW)).toBe(false);
    expect(accessTokenUnexpired('access', NOW)).toBe(false);
    const noExp = `${btoa('{}')}.${btoa(JSON.stringify({ sub: 'a' }))}.c2ln`;
    expect(accessTokenUnexpired(noExp, NOW)).toBe(false);
    expect(accountOfToken(noExp)).toBe('a');
  });
});
