import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'game-assist-api';
const AUDIENCE = 'game-assist-web';
const TYPE = 'at+jwt';
const ALGORITHM = 'HS256';

export interface AccessTokens {
  sign(accountId: string): Promise<string>;
  /** The account id, or null for any token that is not a valid, current access token of ours. */
  verify(token: string): Promise<string | null>;
}

/** Short-lived JWT access tokens: one algorithm allowed, issuer, audience and type checked. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(accountId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYPE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
