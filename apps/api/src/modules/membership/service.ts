import { SignJWT } from 'jose';
import {
  GRACE_DAYS,
  isInForce,
  isReplayedStep,
  MEMBER_CARD_CLOCK_SKEW_SECONDS,
  MEMBER_CARD_LIFETIME_SECONDS,
  revocationIndex,
  type CardRevocationList,
  type MemberCard,
  type SubscriptionStatus,
  type VerifyCardResponse,
  type VerifyCardTokenResponse,
} from '@game-assist/contracts';
import { matchCardToken } from '@game-assist/contracts/card-token';
import { cardKeySet, readVerifiedCard, verifiedCardPayload } from '@game-assist/contracts/member-card';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { addDays, startOfSaoPauloDay } from '#api/lib/sao-paulo-date.js';
import { readPlan } from '#api/modules/offers/index.js';
import { nameOnProfile } from '#api/modules/subscriber/index.js';
import {
  readSubscription,
  subscriptionByMemberNumber,
  type SubscriptionRow,
} from '#api/modules/subscriptions/index.js';
import type { CardKeys } from './card-keys.js';
import { cardRefusal } from './card-refusal.js';
import { personOf, personSeenBy } from './people.js';
import * as repo from './repository.js';
import type { TokenFailures } from './token-failures.js';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface MembershipDeps {
  db: Database;
  clock: Clock;
  cardKeys: CardKeys;
  issuer: string;
  tokenFailures: TokenFailures;
}

/** `rid.seconds`: the revocation's instant, rounded up, so a card issued in that second is void too. */
const ridEntry = (rid: string, before: Date) => `${rid}.${Math.ceil(before.getTime() / 1000)}`;

export function createMembershipService({ db, clock, cardKeys, issuer, tokenFailures }: MembershipDeps) {
  const publicKeys = cardKeySet({ keys: cardKeys.published });

  /** The subscription a member number is on: the titular's own, or an active dependant's (with them). */
  async function holderOf(
    memberNumber: string,
  ): Promise<(SubscriptionRow & { dependant?: repo.DependantRow }) | undefined> {
    const own = await subscriptionByMemberNumber(db, memberNumber);
    if (own) return own;
    const dependant = await repo.findDependantByMemberNumber(db, memberNumber);
    if (!dependant || dependant.removedAt) return undefined;
    const row = await readSubscription(db, dependant.subscriptionId);
    return row ? { ...row, dependant } : undefined;
  }
  const kids = new Set(cardKeys.published.map((key) => key.kid));

  /**
   * The member card: a compact JWS (EdDSA) holding only what the card prints, while the subscription
   * is in force (valid no longer than the grace after the payments' end); else the status withholding it.
   */
  async function cardOf(
    accountId: string,
    asked?: string,
  ): Promise<{ card: MemberCard; coverEndsAt: Date } | { inactive: SubscriptionStatus; titular?: string } | undefined> {
    const viewer = await personOf(db, accountId);
    const person = viewer ? await personSeenBy(db, viewer, asked) : undefined;
    if (!viewer || !person) return undefined;
    const row = await readSubscription(db, viewer.subscriptionId);
    const profileName = person.personId === null ? await nameOnProfile(db, viewer.subscriptionId) : undefined;
    if (!row || (person.personId === null && profileName === undefined)) return undefined;
    if (!isInForce(row.status) || !row.paidUntil) {
      // A dependant signed in is told whose subscription it is: paying is the titular's.
      if (viewer.kind === 'titular') return { inactive: row.status };
      return { inactive: row.status, titular: ((await nameOnProfile(db, viewer.subscriptionId)) ?? '').trim() };
    }
    const plan = await readPlan(db, row.planId);
    // A dependant's card: their name, number and rid; the subscription's status and period.
    const face =
      'dependant' in person
        ? {
            name: person.dependant.name.trim(),
            memberNumber: person.dependant.memberNumber,
            rid: person.dependant.cardRid,
          }
        : { name: (profileName ?? '').trim(), memberNumber: row.memberNumber, rid: row.cardRid };
    const now = clock.now();
    // A cancelled renewal has no grace: the card ends with the last day paid.
    const graceEnds = startOfSaoPauloDay(
      addDays(row.cancelsOn ?? row.paidUntil, 1 + (row.cancelsOn ? 0 : GRACE_DAYS)),
    ).getTime();
    const validUntil = new Date(Math.min(now.getTime() + MEMBER_CARD_LIFETIME_SECONDS * 1000, graceEnds));
    const token = await new SignJWT({
      name: face.name,
      plan: plan?.name ?? row.planId,
      status: row.status,
      rid: face.rid,
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: cardKeys.signing.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(face.memberNumber)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(validUntil.getTime() / 1000))
      .sign(cardKeys.signing.key);
    return {
      card: {
        token,
        memberNumber: face.memberNumber,
        name: face.name,
        plan: plan?.name ?? row.planId,
        status: row.status,
        validUntil: new Date(Math.floor(validUntil.getTime() / 1000) * 1000).toISOString(),
      },
      // The end of the paid period and its grace: a renewal moves it (wallet passes show it).
      coverEndsAt: new Date(graceEnds),
    };
  }

  return {
    cardOf,

    /** GET /carteirinha: the card, or why not (404; 403 `MemberCardRefusal` while not in force). */
    async issueCard(accountId: string, asked?: string): Promise<MemberCard> {
      const outcome = await cardOf(accountId, asked);
      if (!outcome) throw new HttpError(404, 'Assinatura não encontrada.');
      if ('inactive' in outcome) throw cardRefusal(outcome.inactive, outcome.titular);
      return outcome.card;
    },

    /** Whether a string is a compact JWS at all (anything else is a 400, not a verdict). */
    looksLikeCard: (token: string) => COMPACT_JWS.test(token),

    /** Adds what only the server knows to the offline check: whether the subscription is still in force. */
    async verifyCard(token: string): Promise<VerifyCardResponse> {
      const now = clock.now();
      // Nothing of a card is read, nor looked up, before its signature holds.
      const verified = await verifiedCardPayload(token, publicKeys, { issuer, now });
      if (!verified) return { valid: false, reason: 'assinatura-adulterada' };
      const { rid, sub } = verified.payload;
      if (verified.expired) {
        // A card lapses with its subscription's grace: say why when that is the reason.
        const lapsed = typeof sub === 'string' ? await holderOf(sub) : undefined;
        return { valid: false, reason: lapsed && !isInForce(lapsed.status) ? 'assinatura-inativa' : 'expirada' };
      }
      const revocation = typeof rid === 'string' ? await repo.findRevocation(db, rid) : undefined;
      const revoked = revocationIndex(revocation ? [ridEntry(revocation.rid, revocation.revokedBefore)] : []);
      const card = readVerifiedCard(verified.payload, { now, revoked });
      if (!card.valid) return card;
      const row = await holderOf(card.memberNumber);
      if (!row || !isInForce(row.status)) return { valid: false, reason: 'assinatura-inativa' };
      return { ...card, status: row.status };
    },

    /** The list of `kid`'s revoked cards; undefined for a key we do not publish. */
    async revocationList(kid: string): Promise<CardRevocationList | undefined> {
      if (!kids.has(kid)) return undefined;
      // Older revocations void only cards that have expired anyway.
      const since = new Date(
        clock.now().getTime() - (MEMBER_CARD_LIFETIME_SECONDS + MEMBER_CARD_CLOCK_SKEW_SECONDS) * 1000,
      );
      const { rows, ctr } = await repo.revocationList(db, since);
      return { kid, method: 'rid', ctr, rids: rows.map((row) => ridEntry(row.rid, row.revokedBefore)) };
    },

    /** A clinic's check of a 'Token de atendimento'; `wait` while wrong tokens lock the number (docs/security.md). */
    async verifyCardToken(memberNumber: string, token: string): Promise<VerifyCardTokenResponse | { wait: number }> {
      const check = await tokenFailures.take(memberNumber);
      if (!('giveBack' in check)) return { wait: check.wait };
      const now = clock.now();
      const row = await holderOf(memberNumber);
      // A dependant's token comes from their own phone, or from the titular's that shows their card.
      const devices = row
        ? (
            await Promise.all(
              [row.accountId, ...(row.dependant?.accountId ? [row.dependant.accountId] : [])].map((id) =>
                repo.liveCardTokenDevices(db, id, now),
              ),
            )
          ).flat()
        : [];
      for (const device of devices) {
        const step = matchCardToken(device.secret, token, now);
        if (step === null || !row) continue;
        await check.giveBack();
        if (!isInForce(row.status)) return { valid: false, reason: 'assinatura-inativa' };
        if (isReplayedStep(device.lastStep, step) || !(await repo.acceptCardTokenStep(db, device.familyId, step)))
          return { valid: false, reason: 'token-usado' };
        const plan = await readPlan(db, row.planId);
        // The name the card prints: the profile's, or the dependant's.
        const name = (row.dependant ? row.dependant.name : ((await nameOnProfile(db, row.accountId)) ?? '')).trim();
        return { valid: true, name, plan: plan?.name ?? row.planId, status: row.status };
      }
      return { valid: false, reason: 'token-invalido' };
    },

    /** Forgets wrong-token counts whose window has ended. */
    purgeTokenFailures: () => tokenFailures.purge(),
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
