export const CARD_INVALID_REASONS = ['assinatura-adulterada', 'expirada', 'assinatura-inativa'] as const;
export type CardInvalidReason = (typeof CARD_INVALID_REASONS)[number];

export const MEMBER_CARD_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

// A clinic phone's clock may run late.
export const MEMBER_CARD_CLOCK_SKEW_SECONDS = 5 * 60;

/** Issued no later than now and valid no longer than the lifetime: a leaked key cannot mint a card for 3000. */
export function isIssuedCardWindow(iat: unknown, exp: unknown, nowSeconds: number): boolean {
  return (
    typeof iat === 'number' &&
    typeof exp === 'number' &&
    iat <= nowSeconds + MEMBER_CARD_CLOCK_SKEW_SECONDS &&
    exp > iat &&
    exp - iat <= MEMBER_CARD_LIFETIME_SECONDS
  );
}

/** The 'Token de atendimento' (RFC 6238): 6 digits, a new one every 30 s, one step either side accepted. */
export const CARD_TOKEN_DIGITS = 6;
export const CARD_TOKEN_PERIOD_SECONDS = 30;
export const CARD_TOKEN_WINDOW_STEPS = 1;

export const isReplayedStep = (lastAcceptedStep: number | null, step: number) =>
  lastAcceptedStep !== null && step <= lastAcceptedStep;

export const CARD_TOKEN_INVALID_REASONS = ['token-invalido', 'token-usado', 'assinatura-inativa'] as const;
export type CardTokenInvalidReason = (typeof CARD_TOKEN_INVALID_REASONS)[number];

// Wrong tokens per member number before its checks stop for CARD_TOKEN_LOCK_SECONDS.
export const CARD_TOKEN_MAX_FAILURES = 5;
export const CARD_TOKEN_LOCK_SECONDS = 15 * 60;

/** A revocation list's entries (`rid`, `rid.seconds`) by rid: cards issued before those seconds are void. */
export function revocationIndex(rids: readonly string[]): ReadonlyMap<string, number> {
  const index = new Map<string, number>();
  for (const entry of rids) {
    const [rid = '', before] = entry.split('.');
    index.set(rid, before === undefined ? Number.POSITIVE_INFINITY : Number(before));
  }
  return index;
}

export const isRevokedCard = (index: ReadonlyMap<string, number>, rid: string | undefined, iat: number) =>
  rid !== undefined && iat < (index.get(rid) ?? Number.NEGATIVE_INFINITY);
