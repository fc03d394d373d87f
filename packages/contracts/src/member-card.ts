import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { isIssuedCardWindow, isRevokedCard } from './rules/membership.js';
import { memberCardClaimsSchema, type VerifyCardResponse } from './schemas/membership.js';

/** What a card says once its signature, issuer, lifetime and claims check out; or why they do not. */
export type CardReading =
  | Extract<VerifyCardResponse, { valid: true }>
  | { valid: false; reason: 'expirada' | 'assinatura-adulterada' | 'assinatura-inativa' };

export const cardKeySet = (keys: JSONWebKeySet) => createLocalJWKSet(keys);

/** The key a card names (whose revocation list applies), if it reads as a JWS at all. */
export function cardKid(token: string): string | undefined {
  try {
    return decodeProtectedHeader(token).kid;
  } catch {
    return undefined;
  }
}

/** A card whose signature (and issuer) check out, expired or not; undefined for anything else. */
export async function verifiedCardPayload(
  token: string,
  keys: ReturnType<typeof cardKeySet>,
  { issuer, now }: { issuer: string; now: Date },
): Promise<{ payload: JWTPayload; expired: boolean } | undefined> {
  try {
    const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['EdDSA'], currentDate: now });
    return { payload, expired: false };
  } catch (error) {
    // jose checks the lifetime only once the signature holds: an expired card's claims are ours.
    return error instanceof errors.JWTExpired ? { payload: error.payload, expired: true } : undefined;
  }
}

/** What a verified, unexpired card's claims say, revocations included. */
export function readVerifiedCard(
  payload: JWTPayload,
  {
    now,
    revoked = new Map(),
  }: { now: Date; /** revocationIndex() of the list at hand. */ revoked?: ReadonlyMap<string, number> },
): CardReading {
  const claims = memberCardClaimsSchema.safeParse(payload);
  const { iat, exp } = payload;
  if (!claims.success || typeof exp !== 'number' || !isIssuedCardWindow(iat, exp, Math.floor(now.getTime() / 1000)))
    return { valid: false, reason: 'assinatura-adulterada' };
  const { sub: memberNumber, name, plan, status, rid } = claims.data;
  if (isRevokedCard(revoked, rid, iat as number)) return { valid: false, reason: 'assinatura-inativa' };
  return { valid: true, memberNumber, name, plan, status, validUntil: new Date(exp * 1000).toISOString() };
}

/** The one reading of a card, revocations included: /verificar's (the API takes the same two steps, the rid looked up between). */
export async function readMemberCard(
  token: string,
  keys: ReturnType<typeof cardKeySet>,
  options: { issuer: string; now: Date; revoked?: ReadonlyMap<string, number> },
): Promise<CardReading> {
  const verified = await verifiedCardPayload(token, keys, options);
  if (!verified) return { valid: false, reason: 'assinatura-adulterada' };
  if (verified.expired) return { valid: false, reason: 'expirada' };
  return readVerifiedCard(verified.payload, options);
}
