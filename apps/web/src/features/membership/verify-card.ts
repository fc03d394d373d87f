import { isInForce, type CardInvalidReason } from '@game-assist/contracts/rules';
import { askCardVerdict, fetchCardKeys } from '#web/lib/api/membership.ts';
import { parseAnswer, type Answer } from '#web/lib/api/contract.ts';

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

type KeptKeys = Answer<'keptCardKeys'>;

export function tokenInFragment(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

async function cardKeys(): Promise<KeptKeys | null> {
  try {
    const fresh = await fetchCardKeys();
    if (fresh) {
      const kept: KeptKeys = { ...fresh.keys, keptAt: fresh.madeAt };
      localStorage.setItem(KEPT_KEYS, JSON.stringify(kept));
      return kept;
    }
    const kept = localStorage.getItem(KEPT_KEYS);
    return kept ? await parseAnswer('keptCardKeys', JSON.parse(kept)) : null;
  } catch {
    return null;
  }
}

/** Read by the function the API reads cards with, loaded with the keys rather than with the page. */
export async function verifyHere(token: string): Promise<LocalVerdict> {
  const [keys, reader] = await Promise.all([
    cardKeys(),
    import('@game-assist/contracts/member-card').catch(() => null),
  ]);
  if (!keys || !reader) return { kind: 'invalid', reason: 'sem-chaves' };
  const card = await reader.readMemberCard(token, reader.cardKeySet(keys), {
    issuer: window.location.origin,
    now: new Date(),
  });
  if (!card.valid) return { kind: 'invalid', reason: card.reason };
  if (!isInForce(card.status)) return { kind: 'invalid', reason: 'assinatura-inativa' };
  const { name, plan, memberNumber, validUntil } = card;
  return { kind: 'valid', name, plan, memberNumber, validUntil, keysAt: keys.keptAt ?? null };
}

export async function verifyOnline(token: string): Promise<ServerVerdict> {
  const answer = await askCardVerdict(token);
  if (answer === 'offline' || answer === 'error') return { kind: answer };
  if (!answer.valid) return { kind: 'invalid', reason: answer.reason };
  const { name, plan, memberNumber, validUntil } = answer;
  return { kind: 'valid', name, plan, memberNumber, validUntil };
}
