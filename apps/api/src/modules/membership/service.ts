import { SignJWT } from 'jose';
import {
  MEMBER_CARD_LIFETIME_SECONDS,
  type MemberCard,
  type Subscription,
  type VerifyCardResponse,
} from '@game-assist/contracts';
import { cardKeySet, readMemberCard } from '@game-assist/contracts/member-card';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
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
        memberNumber: row.memberNumber,
        affiliate: affiliate ? { id: affiliate.id, name: affiliate.name } : null,
      };
    },

    /** The member card: a compact JWS (EdDSA) holding only what the card prints. */
    async issueCard(accountId: string): Promise<MemberCard | undefined> {
      const row = await repo.readSubscription(db, accountId);
      const account = await findAccountById(db, accountId);
      if (!row || !account) return undefined;
      const plan = await findPlan(db, row.planId);
      const name = `${account.firstName} ${account.lastName}`.trim();
      const now = clock.now();
      const validUntil = new Date(now.getTime() + MEMBER_CARD_LIFETIME_SECONDS * 1000);
      const token = await new SignJWT({ name, plan: plan?.name ?? row.planId, status: row.status })
        .setProtectedHeader({ alg: 'EdDSA', kid: cardKeys.signing.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(row.memberNumber)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(validUntil.getTime() / 1000))
        .sign(cardKeys.signing.key);
      return {
        token,
        memberNumber: row.memberNumber,
        name,
        plan: plan?.name ?? row.planId,
        status: row.status,
        validUntil: new Date(Math.floor(validUntil.getTime() / 1000) * 1000).toISOString(),
      };
    },

    /** Whether a string is a compact JWS at all (anything else is a 400, not a verdict). */
    looksLikeCard: (token: string) => COMPACT_JWS.test(token),

    /** Adds what only the server knows to the offline check: whether the subscription is still active. */
    async verifyCard(token: string): Promise<VerifyCardResponse> {
      const card = await readMemberCard(token, publicKeys, { issuer, now: clock.now() });
      if (!card.valid) return card;
      const row = await repo.findSubscriptionByMemberNumber(db, card.memberNumber);
      if (!row || row.status !== 'ativa') return { valid: false, reason: 'assinatura-inativa' };
      return { ...card, status: row.status };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
