import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardKeySet, readMemberCard } from './member-card.js';
import { MEMBER_CARD_LIFETIME_SECONDS } from './rules/membership.js';

const issuer = 'https://gameassist.example';
const now = new Date('2026-11-26T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
let sign: (claims: Record<string, unknown>, iat?: number, exp?: number) => Promise<string>;
let keys: ReturnType<typeof cardKeySet>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  keys = cardKeySet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1' }] });
  sign = (claims, iat = seconds - 60, exp = iat + MEMBER_CARD_LIFETIME_SECONDS) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setIssuer(issuer)
      .setSubject('6011000990139424')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(privateKey);
});

const claims = { name: 'Ana Souza', plan: 'Black', status: 'ativa' };

describe('readMemberCard (the API and /verificar alike)', () => {
  it('reads what a card issued by us says', async () => {
    const exp = seconds - 60 + MEMBER_CARD_LIFETIME_SECONDS;
    expect(await readMemberCard(await sign(claims), keys, { issuer, now })).toEqual({
      valid: true,
      memberNumber: '6011000990139424',
      name: 'Ana Souza',
      plan: 'Black',
      status: 'ativa',
      validUntil: new Date(exp * 1000).toISOString(),
    });
  });

  it('says expired, or tampered for everything else that does not check out', async () => {
    const card = await sign(claims);
    const later = new Date(now.getTime() + (MEMBER_CARD_LIFETIME_SECONDS + 60) * 1000);
    expect(await readMemberCard(card, keys, { issuer, now: later })).toEqual({ valid: false, reason: 'expirada' });
    const tampered = `${card.slice(0, -4)}AAAA`;
    const longLived = await sign(claims, seconds - 60, seconds + 10 * MEMBER_CARD_LIFETIME_SECONDS);
    for (const token of [
      tampered,
      await sign({ ...claims, status: 'vitalicia' }),
      await sign({ plan: 'Black', status: 'ativa' }),
      longLived,
    ]) {
      expect(await readMemberCard(token, keys, { issuer, now })).toEqual({
        valid: false,
        reason: 'assinatura-adulterada',
      });
    }
    expect(await readMemberCard(card, keys, { issuer: 'https://other.example', now })).toEqual({
      valid: false,
      reason: 'assinatura-adulterada',
    });
  });
});
