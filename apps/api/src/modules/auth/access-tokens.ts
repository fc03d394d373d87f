import { errors, jwtVerify, SignJWT } from 'jose';
import { cacheTimeFrom, cacheTtl, type Clock } from '#api/lib/clock.js';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Verified tokens kept per process; past this the oldest is dropped (and simply verified again). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
const ISSUER = 'game-assist-api';
const AUDIENCE = 'game-assist-web';
/** What a pending sign-up gets: a token of another audience, which no data endpoint accepts. */
const PENDING_AUDIENCE = 'game-assist-pending-sign-up';
const TYPE = 'at+jwt';
const ALGORITHM = 'HS256';

export interface AccessTokens {
  /** `sessionId`: the refresh-token family the token was issued with ('Aparelhos conectados' marks it current). */
  sign(accountId: string, options?: { pending?: boolean; sessionId?: string }): Promise<string>;
  /** The account id, or null for any token that is not a valid, current access token of ours. */
  verify(token: string): Promise<string | null>;
  /** As verify, with the session the token belongs to (undefined for tokens made without one). */
  claims(token: string): Promise<{ accountId: string; sessionId: string | undefined } | null>;
  /** Verified tokens currently remembered (for tests and diagnostics; never the tokens themselves). */
  readonly cachedTokens: number;
}

interface VerifiedClaims {
  accountId: string;
  sessionId: string | undefined;
  /** Epoch ms from which the token's `nbf` allows it (0 without `nbf`). */
  notBefore: number;
}

/** Verified tokens are remembered until `exp`, so a repeated one skips the signature check (decision 003). */
export function createAccessTokens(secret: string, clock: Clock, options: { cacheSize?: number } = {}): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new LRUCache<string, VerifiedClaims>({
    max: options.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE,
    ...cacheTimeFrom(clock),
  });
  async function claims(token: string) {
    const cached = verified.get(token);
    if (cached && clock.now().getTime() >= cached.notBefore) return cached;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TYPE,
        currentDate: clock.now(),
        // A token issued longer ago than an access token lives is refused whatever its `exp`
        // says: a leaked key could otherwise mint tokens that last for years.
        maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string') return null;
      const verifiedClaims: VerifiedClaims = {
        accountId: payload.sub,
        sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        notBefore: typeof payload.nbf === 'number' ? Math.ceil(payload.nbf) * 1000 : 0,
      };
      // Never remembered past what jose accepts, nor past its maximum age for a far `exp`.
      const end = Math.min(payload.exp ?? 0, (payload.iat ?? 0) + ACCESS_TOKEN_TTL_SECONDS);
      const ttl = cacheTtl(end * 1000 - clock.now().getTime());
      if (ttl > 0) verified.set(token, verifiedClaims, { ttl });
      return verifiedClaims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    async sign(accountId, options = {}) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT(options.sessionId ? { sid: options.sessionId } : {})
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setAudience(options.pending ? PENDING_AUDIENCE : AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      return (await claims(token))?.accountId ?? null;
    },
    async claims(token) {
      const found = await claims(token);
      return found && { accountId: found.accountId, sessionId: found.sessionId };
    },
    get cachedTokens() {
      return verified.size;
    },
  };
}
