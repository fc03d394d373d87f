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
