import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { MemberCard, SubscriptionStatus } from '@game-assist/contracts';
import type { PassFace } from './repository.js';

/** Membership's card for a person now (`cardOf`), which a pass follows: the card, or the status that withholds it. */
export type CardOutcome = { card: MemberCard; coverEndsAt: Date } | { inactive: SubscriptionStatus } | undefined;

/** A pass's content: the card it carries, or why it carries none. */
export type PassState =
  | { digest: string; face: PassFace; cardToken: string; cardExpiresAt: Date; voidReason: null }
  | { digest: string; face: PassFace | null; cardToken: null; cardExpiresAt: null; voidReason: string };

const VOID_REASONS: Partial<Record<SubscriptionStatus, string>> = {
  'aguardando-pagamento': 'A assinatura aguarda o pagamento: a carteirinha ainda não vale.',
  suspensa: 'Assinatura suspensa por falta de pagamento: a carteirinha não vale até a renovação ser paga.',
  cancelada: 'Assinatura cancelada: a carteirinha não vale mais.',
};
export const GONE_REASON = 'Esta pessoa não está mais na assinatura: a carteirinha não vale mais.';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** The pass for the card as membership answers it now; the digest leaves out the card's issue time. */
export function passStateOf(outcome: CardOutcome, previous: PassFace | null): PassState {
  if (outcome && 'card' in outcome) {
    const { card } = outcome;
    const face: PassFace = {
      name: card.name,
      plan: card.plan,
      memberNumber: card.memberNumber,
      status: card.status,
      coverEndsAt: outcome.coverEndsAt.toISOString(),
    };
    const rid = decodeJwt(card.token).rid ?? null;
    return {
      digest: sha256({ face, rid }),
      face,
      cardToken: card.token,
      cardExpiresAt: new Date(card.validUntil),
      voidReason: null,
    };
  }
  const status = outcome ? outcome.inactive : 'removida';
  const voidReason = (outcome && VOID_REASONS[outcome.inactive]) ?? (outcome ? 'A carteirinha não vale.' : GONE_REASON);
  return {
    digest: sha256({ void: status }),
    face: previous && { ...previous, status },
    cardToken: null,
    cardExpiresAt: null,
    voidReason,
  };
}

/** A pass's QR expires with its card (≤ 30 days): re-issued this long before, when a new card would last longer. */
export const QR_REFRESH_BEFORE_MS = 7 * 24 * 60 * 60_000;

export function needsNewQr(stored: { cardExpiresAt: Date | null }, fresh: PassState, now: Date): boolean {
  if (!stored.cardExpiresAt || !fresh.cardExpiresAt) return false;
  return (
    stored.cardExpiresAt.getTime() - now.getTime() < QR_REFRESH_BEFORE_MS &&
    fresh.cardExpiresAt.getTime() > stored.cardExpiresAt.getTime() + 60 * 60_000
  );
}
