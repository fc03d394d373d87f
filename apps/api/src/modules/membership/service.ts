import { decodeJwt, SignJWT } from 'jose';
import {
  GRACE_DAYS,
  isInForce,
  MEMBER_CARD_LIFETIME_SECONDS,
  type MemberCard,
  type Subscription,
  type SubscriptionStatus,
  type VerifyCardResponse,
} from '@game-assist/contracts';
import { cardKeySet, readMemberCard } from '@game-assist/contracts/member-card';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { addDays, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { findAffiliate } from '#api/modules/affiliates/index.js';
import { findPlan, listAddonNames } from '#api/modules/offers/index.js';
import type { CardKeys } from './card-keys.js';
import * as repo from './repository.js';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface MembershipDeps {
  db: Database;
  clock: Clock;
  cardKeys: CardKeys;
  issuer: string;
}

export function createMembershipService({ db, clock, cardKeys, issuer }: MembershipDeps) {
  const publicKeys = cardKeySet({ keys: cardKeys.published });

  return {
    async getSubscription(accountId: string): Promise<Subscription | undefined> {
      const row = await repo.readSubscription(db, accountId);
      if (!row) return undefined;
      const plan = await findPlan(db, row.planId);
      const addons = row.addOns.length > 0 ? await listAddonNames(db) : [];
      const affiliate = row.affiliateId ? await findAffiliate(db, row.affiliateId) : undefined;
      return {
        plan: {
          id: row.planId,
          name: plan?.name ?? row.planId,
          type: plan?.type ?? '',
          description: plan?.description ?? '',
          benefits: plan?.benefits ?? [],
        },
        addOns: addons.filter((addon) => row.addOns.includes(addon.sku)),
        status: row.status,
        since: row.startedAt.toISOString().slice(0, 10),
        paidUntil: row.paidUntil,
        memberNumber: row.memberNumber,
        affiliate: affiliate ? { id: affiliate.id, name: affiliate.name } : null,
      };
    },

    /**
     * The member card: a compact JWS (EdDSA) holding only what the card prints, while the
     * subscription is in force; it is valid no longer than the grace after the payments' end.
     */
    async issueCard(accountId: string): Promise<{ card: MemberCard } | { refused: SubscriptionStatus } | undefined> {
      const row = await repo.readSubscription(db, accountId);
      const account = await findAccountById(db, accountId);
      if (!row || !account) return undefined;
      if (!isInForce(row.status) || !row.paidUntil) return { refused: row.status };
      const plan = await findPlan(db, row.planId);
      const name = `${account.firstName} ${account.lastName}`.trim();
      const now = clock.now();
      const graceEnds = startOfSaoPauloDay(addDays(row.paidUntil, 1 + GRACE_DAYS)).getTime();
      const validUntil = new Date(Math.min(now.getTime() + MEMBER_CARD_LIFETIME_SECONDS * 1000, graceEnds));
      const token = await new SignJWT({ name, plan: plan?.name ?? row.planId, status: row.status })
        .setProtectedHeader({ alg: 'EdDSA', kid: cardKeys.signing.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(row.memberNumber)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(validUntil.getTime() / 1000))
        .sign(cardKeys.signing.key);
      return {
        card: {
          token,
          memberNumber: row.memberNumber,
          name,
          plan: plan?.name ?? row.planId,
          status: row.status,
          validUntil: new Date(Math.floor(validUntil.getTime() / 1000) * 1000).toISOString(),
        },
      };
    },

    /** Whether a string is a compact JWS at all (anything else is a 400, not a verdict). */
    looksLikeCard: (token: string) => COMPACT_JWS.test(token),

    /** Adds what only the server knows to the offline check: whether the subscription is still in force. */
    async verifyCard(token: string): Promise<VerifyCardResponse> {
      const card = await readMemberCard(token, publicKeys, { issuer, now: clock.now() });
      if (!card.valid) {
        if (card.reason !== 'expirada') return card;
        // A card lapses with its subscription's grace: say why when that is the reason.
        const sub = decodeJwt(token).sub;
        const lapsed = typeof sub === 'string' ? await repo.findSubscriptionByMemberNumber(db, sub) : undefined;
        return lapsed && !isInForce(lapsed.status) ? { valid: false, reason: 'assinatura-inativa' } : card;
      }
      const row = await repo.findSubscriptionByMemberNumber(db, card.memberNumber);
      if (!row || !isInForce(row.status)) return { valid: false, reason: 'assinatura-inativa' };
      return { ...card, status: row.status };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
