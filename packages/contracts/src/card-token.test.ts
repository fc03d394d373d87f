import { describe, expect, it } from 'vitest';
import { cardTokenAt, cardTokenSecondsLeft, cardTokenStep, matchCardToken, newCardTokenSecret } from './card-token.js';
import { isReplayedStep, isRevokedCard, revocationIndex } from './rules/membership.js';

// RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe("the 'Token de atendimento' (RFC 6238, injected clock)", () => {
  it("matches RFC 6238's test vectors (last 6 of the 8 digits)", () => {
    expect(cardTokenAt(RFC_SECRET, at(59))).toBe('287082');
    expect(cardTokenAt(RFC_SECRET, at(1111111109))).toBe('081804');
    expect(cardTokenAt(RFC_SECRET, at(2000000000))).toBe('279037');
  });

  it('changes every 30 seconds and says how long the current one lasts', () => {
    const start = 1_790_000_020; // 10 s into a step
    expect(cardTokenSecondsLeft(at(start))).toBe(20);
    expect(cardTokenSecondsLeft(at(start + 19))).toBe(1);
    expect(cardTokenStep(at(start + 19))).toBe(cardTokenStep(at(start)));
    expect(cardTokenStep(at(start + 20))).toBe(cardTokenStep(at(start)) + 1);
  });

  it('accepts one step either side, names the step the token was made in, and refuses further', () => {
    const secret = newCardTokenSecret();
    const now = at(1_790_000_015);
    const step = cardTokenStep(now);
    expect(matchCardToken(secret, cardTokenAt(secret, now), now)).toBe(step);
    expect(matchCardToken(secret, cardTokenAt(secret, at(1_790_000_015 - 30)), now)).toBe(step - 1);
    expect(matchCardToken(secret, cardTokenAt(secret, at(1_790_000_015 + 30)), now)).toBe(step + 1);
    const twoBefore = cardTokenAt(secret, at(1_790_000_015 - 60));
    const near = [-1, 0, 1].map((delta) => cardTokenAt(secret, at(1_790_000_015 + delta * 30)));
    // A token two steps old is refused (unless it happens to equal a nearer one: 1 in 10⁶).
    if (!near.includes(twoBefore)) expect(matchCardToken(secret, twoBefore, now)).toBeNull();
    expect(matchCardToken(newCardTokenSecret(), cardTokenAt(secret, now), now)).toBeNull();
  });

  it('gives every device a secret of its own (160 bits, base32)', () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newCardTokenSecret()));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('refuses a step already accepted, and every older one, after the first acceptance', () => {
    expect(isReplayedStep(null, 100)).toBe(false);
    expect(isReplayedStep(100, 101)).toBe(false);
    expect(isReplayedStep(100, 100)).toBe(true);
    expect(isReplayedStep(100, 99)).toBe(true);
  });
});

describe('the revocation list (rid, rid.seconds)', () => {
  const index = revocationIndex(['abc.1000', 'def']);
  it('voids the cards of a rid issued before its time, every card of a bare rid, nothing else', () => {
    expect(isRevokedCard(index, 'abc', 999)).toBe(true);
    expect(isRevokedCard(index, 'abc', 1000)).toBe(false);
    expect(isRevokedCard(index, 'def', 5_000_000_000)).toBe(true);
    expect(isRevokedCard(index, 'ghi', 1)).toBe(false);
    expect(isRevokedCard(index, undefined, 1)).toBe(false);
  });
});
