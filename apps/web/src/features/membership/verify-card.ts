import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { apiPaths, isIssuedCardWindow, JWKS_PATH, type CardInvalidReason } from '@game-assist/contracts/rules';
import type { VerifyCardResponse } from '@game-assist/contracts/schemas';
import { apiUrl } from '#web/lib/api/config.ts';

const KEPT_KEYS = 'card-keys';

export type InvalidReason = CardInvalidReason | 'sem-chaves' | 'sem-carteirinha';

export interface CardDetails {
  name: string;
  plan: string;
  memberNumber: string;
  validUntil: string;
}

export type LocalVerdict =
  ({ kind: 'valid'; keysAt: string | null } & CardDetails) | { kind: 'invalid'; reason: InvalidReason };

/** 'error': the server answered, but no verdict (429 once the clinic's budget is spent, 503…). */
export type ServerVerdict =
  | ({ kind: 'valid' } & CardDetails)
  | { kind: 'invalid'; reason: CardInvalidReason }
  | { kind: 'offline' }
  | { kind: 'error' };

type KeptKeys = JSONWebKeySet & { keptAt?: string };

/** null: the fragment does not decode, so it holds no card. */
export function tokenInFragment(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** The published keys: from the network (kept for offline use), else the copy kept on this phone. */
async function cardKeys(): Promise<KeptKeys | null> {
  try {
    const response = await fetch(JWKS_PATH).catch(() => null);
    const keys = response?.ok ? ((await response.json().catch(() => null)) as JSONWebKeySet | null) : null;
    if (response && keys) {
      // The service worker may answer a copy it kept: its Date says when the server made it.
      const date = new Date(response.headers.get('date') ?? Date.now());
      const kept: KeptKeys = { ...keys, keptAt: (Number.isNaN(date.getTime()) ? new Date() : date).toISOString() };
      localStorage.setItem(KEPT_KEYS, JSON.stringify(kept));
      return kept;
    }
    const kept = localStorage.getItem(KEPT_KEYS);
    return kept ? (JSON.parse(kept) as KeptKeys) : null;
  } catch {
    return null;
  }
}

export async function verifyHere(token: string): Promise<LocalVerdict> {
  const keys = await cardKeys();
  if (!keys) return { kind: 'invalid', reason: 'sem-chaves' };
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(keys), {
      algorithms: ['EdDSA'],
      issuer: window.location.origin,
    });
    const { sub, name, plan, status, iat, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof name !== 'string' ||
      typeof plan !== 'string' ||
      typeof exp !== 'number' ||
      !isIssuedCardWindow(iat, exp, Math.floor(Date.now() / 1000))
    ) {
      return { kind: 'invalid', reason: 'assinatura-adulterada' };
    }
    if (status !== 'ativa') return { kind: 'invalid', reason: 'assinatura-inativa' };
    const validUntil = new Date(exp * 1000).toISOString();
    return { kind: 'valid', name, plan, memberNumber: sub, validUntil, keysAt: keys.keptAt ?? null };
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof joseErrors.JWTExpired ? 'expirada' : 'assinatura-adulterada' };
  }
}

const REASONS_FROM_SERVER = new Set<string>(['assinatura-adulterada', 'expirada', 'assinatura-inativa']);

/** Asks the server, which also knows whether the subscription is still active. */
export async function verifyOnline(token: string): Promise<ServerVerdict> {
  let response: Response;
  try {
    response = await fetch(apiUrl(apiPaths.verifyMemberCard), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (!response.ok) return { kind: 'error' };
  const answer = (await response.json().catch(() => null)) as VerifyCardResponse | null;
  if (answer?.valid === false && REASONS_FROM_SERVER.has(answer.reason))
    return { kind: 'invalid', reason: answer.reason };
  if (answer?.valid !== true) return { kind: 'error' };
  const { name, plan, memberNumber, validUntil } = answer;
  return { kind: 'valid', name, plan, memberNumber, validUntil };
}
