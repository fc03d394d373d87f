import { isInForce, revocationIndex, type CardInvalidReason } from '@game-assist/contracts/rules';
import { askCardVerdict, fetchCardKeys, fetchCardRevocations } from '#web/lib/api/membership.ts';
import { parseAnswer, type Answer } from '#web/lib/api/contract.ts';

const KEPT_KEYS = 'card-keys';
const KEPT_REVOCATIONS = 'card-revocations';

export type InvalidReason = CardInvalidReason | 'sem-chaves' | 'sem-carteirinha';

export interface CardDetails {
  name: string;
  plan: string;
  memberNumber: string;
  validUntil: string;
}

/** When the keys and the revocation list this phone decided with were made (null: not known / none kept). */
export interface Freshness {
  keysAt: string | null;
  listAt: string | null;
}

export type LocalVerdict =
  ({ kind: 'valid' } & Freshness & CardDetails) | ({ kind: 'invalid'; reason: InvalidReason } & Partial<Freshness>);

/** 'error': the server answered, but no verdict (429 once the clinic's budget is spent, 503…). */
export type ServerVerdict =
  | ({ kind: 'valid' } & CardDetails)
  | { kind: 'invalid'; reason: CardInvalidReason }
  | { kind: 'offline' }
  | { kind: 'error' };

type KeptKeys = Answer<'keptCardKeys'>;
type KeptRevocations = Answer<'keptCardRevocations'>;

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

async function keptRevocations(): Promise<KeptRevocations> {
  try {
    const kept = localStorage.getItem(KEPT_REVOCATIONS);
    return (kept ? await parseAnswer('keptCardRevocations', JSON.parse(kept)) : null) ?? {};
  } catch {
    return {};
  }
}

/** The key's list of revoked cards: fresh when online (and kept), else the one kept last. */
async function revocations(kid: string): Promise<KeptRevocations[string] | null> {
  const kept = await keptRevocations();
  const fresh = await fetchCardRevocations(kid);
  if (!fresh) return kept[kid] ?? null;
  const list = { ...fresh.list, keptAt: fresh.madeAt };
  try {
    localStorage.setItem(KEPT_REVOCATIONS, JSON.stringify({ ...kept, [kid]: list }));
  } catch {
    // Storage full or disabled: decided with the fresh list this once.
  }
  return list;
}

/** Online, on opening /verificar: the keys and every key's list, kept for the checks made offline later. */
export async function refreshVerifierLists(): Promise<void> {
  const keys = await cardKeys();
  await Promise.all((keys?.keys ?? []).map((key) => revocations(key.kid)));
}

/** Read by the function the API reads cards with, loaded with the keys rather than with the page. */
export async function verifyHere(token: string): Promise<LocalVerdict> {
  const [keys, reader] = await Promise.all([
    cardKeys(),
    import('@game-assist/contracts/member-card').catch(() => null),
  ]);
  if (!keys || !reader) return { kind: 'invalid', reason: 'sem-chaves' };
  const kid = reader.cardKid(token);
  const list = kid ? await revocations(kid) : null;
  const freshness: Freshness = { keysAt: keys.keptAt ?? null, listAt: list?.keptAt ?? null };
  const card = await reader.readMemberCard(token, reader.cardKeySet(keys), {
    issuer: window.location.origin,
    now: new Date(),
    revoked: revocationIndex(list?.rids ?? []),
  });
  if (!card.valid) return { kind: 'invalid', reason: card.reason, ...freshness };
  if (!isInForce(card.status)) return { kind: 'invalid', reason: 'assinatura-inativa', ...freshness };
  const { name, plan, memberNumber, validUntil } = card;
  return { kind: 'valid', name, plan, memberNumber, validUntil, ...freshness };
}

export async function verifyOnline(token: string): Promise<ServerVerdict> {
  const answer = await askCardVerdict(token);
  if (answer === 'offline' || answer === 'error') return { kind: answer };
  if (!answer.valid) return { kind: 'invalid', reason: answer.reason };
  const { name, plan, memberNumber, validUntil } = answer;
  return { kind: 'valid', name, plan, memberNumber, validUntil };
}
