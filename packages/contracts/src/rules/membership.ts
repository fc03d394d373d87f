export const CARD_INVALID_REASONS = ['assinatura-adulterada', 'expirada', 'assinatura-inativa'] as const;
export type CardInvalidReason = (typeof CARD_INVALID_REASONS)[number];

/** A card is valid this long after it is issued; the app renews it whenever it is online. */
export const MEMBER_CARD_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** How far ahead of a verifier's clock a card's `iat` may be: a clinic phone's clock may run late. */
export const MEMBER_CARD_CLOCK_SKEW_SECONDS = 5 * 60;

/**
 * Whether a card's `iat` and `exp` make a window the issuer gives: issued no later than now, valid
 * no longer than the lifetime after. A card outside it was not made by our issuing code, so
 * whoever holds a leaked key still cannot mint one valid until 3000.
 */
export function isIssuedCardWindow(iat: unknown, exp: unknown, nowSeconds: number): boolean {
  return (
    typeof iat === 'number' &&
    typeof exp === 'number' &&
    iat <= nowSeconds + MEMBER_CARD_CLOCK_SKEW_SECONDS &&
    exp > iat &&
    exp - iat <= MEMBER_CARD_LIFETIME_SECONDS
  );
}
