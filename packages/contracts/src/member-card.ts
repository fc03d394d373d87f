import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet } from 'jose';
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

/** The one reading of a card, revocations included: the API's (before it asks whether the subscription is active) and /verificar's. */
export async function readMemberCard(
  token: string,
  keys: ReturnType<typeof cardKeySet>,
  {
    issuer,
    now,
    revoked = new Map(),
  }: { issuer: string; now: Date; /** revocationIndex() of the list at hand. */ revoked?: ReadonlyMap<string, number> },
): Promise<CardReading> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, { issuer, algorithms: ['EdDSA'], currentDate: now }));
  } catch (error) {
    return { valid: false, reason: error instanceof errors.JWTExpired ? 'expirada' : 'assinatura-adulterada' };
  }
  const claims = memberCardClaimsSchema.safeParse(payload);
  const { iat, exp } = payload;
  if (!claims.success || typeof exp !== 'number' || !isIssuedCardWindow(iat, exp, Math.floor(now.getTime() / 1000)))
    return { valid: false, reason: 'assinatura-adulterada' };
  const { sub: memberNumber, name, plan, status, rid } = claims.data;
  if (isRevokedCard(revoked, rid, iat as number)) return { valid: false, reason: 'assinatura-inativa' };
  return { valid: true, memberNumber, name, plan, status, validUntil: new Date(exp * 1000).toISOString() };
}
