import { isInForce, PAID_PERIOD_MONTHS } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { versionInForce } from '#api/modules/offer-versions/index.js';
import { closeCancellation, type RevokeCards } from './cancellation.js';
import {
  insertSubscriptionEvent,
  lastSubscriptionCause,
  moveLapsed,
  paidBy,
  readSubscription,
  recordMove,
  setCancelsOn,
  type SubscriptionStatusValue,
} from './repository.js';
import {
  CLOCK_TRANSITIONS,
  paymentExtendsCover,
  paymentStartsAnew,
  paymentTransition,
  TRANSITIONS,
} from './state-machine.js';

export interface Transition {
  accountId: string;
  from: SubscriptionStatusValue;
  to: SubscriptionStatusValue;
  paidUntil: string | null;
}

/** How payments and the clock move a subscription; `revokeCards` is membership's, handed in by modules.ts. */
export function subscriptionMoves(revokeCards: RevokeCards) {
  /**
   * A confirmed payment (caller's tx): `ativa`, covered PAID_PERIOD_MONTHS more from the cover still running (in
   * force or in grace), else from today; `paymentStartsAnew` says when the waiting periods start over.
   */
  async function applyPayment(
    tx: Executor,
    accountId: string,
    /** `addOns`: what the charge paid for, which the subscription then holds; `months`: what it covers (12, or 1 a PIX Automático month). */
    payment: { at: Date; chargeId: string; addOns: string[]; months?: number },
  ): Promise<Transition | undefined> {
    const row = await readSubscription(tx, accountId, { forUpdate: true });
    if (!row) return undefined;
    const { to, cause } = TRANSITIONS[paymentTransition(row.status)];
    const today = saoPauloDate(payment.at);
    const base = paymentExtendsCover(row.status) && row.paidUntil ? row.paidUntil : today;
    const paidUntil = addMonths(base, payment.months ?? PAID_PERIOD_MONTHS);
    // Paying again is staying: a cancellation in effect ends.
    await closeCancellation(tx, accountId, payment.at);
    await recordMove(
      tx,
      row,
      { to, paidUntil, cause, chargeId: payment.chargeId, at: payment.at },
      {
        addOns: payment.addOns,
        offerVersion: await versionInForce(tx, payment.at),
        ...(paymentStartsAnew(row.status) ? { startedAt: payment.at } : {}),
      },
    );
    return { accountId, from: row.status, to, paidUntil };
  }

  /**
   * The provider took a payment back (caller's tx): a chargeback suspends (`contestacao`) until it is resolved
   * (`fim-da-contestacao`, only a subscription its chargeback suspended); a refund ends the period that charge paid
   * for, and the subscription with it once nothing paid remains (`estorno`). Cards are revoked either way.
   */
  async function applyProviderReversal(
    tx: Executor,
    accountId: string,
    name: 'contestacao' | 'fim-da-contestacao' | 'estorno',
    payment: { at: Date; chargeId: string; months?: number },
  ): Promise<Transition | undefined> {
    const row = await readSubscription(tx, accountId, { forUpdate: true });
    if (!row) return undefined;
    const rule = TRANSITIONS[name];
    const from: readonly string[] = rule.from;
    let paidUntil = row.paidUntil;
    if (name === 'estorno' && paidUntil) paidUntil = addMonths(paidUntil, -(payment.months ?? PAID_PERIOD_MONTHS));
    const stillPaid = name === 'estorno' && paidUntil !== null && paidUntil > saoPauloDate(payment.at);
    if (name === 'fim-da-contestacao' && (await lastSubscriptionCause(tx, accountId)) !== 'contestacao') return;
    if (name === 'estorno' && (row.status === 'cancelada' || !(await paidBy(tx, accountId, payment.chargeId)))) return;
    const to = from.includes(row.status) && !stillPaid ? rule.to : row.status;
    if (to === row.status && paidUntil === row.paidUntil) return undefined;
    await recordMove(tx, row, { to, paidUntil, cause: rule.cause, chargeId: payment.chargeId, at: payment.at });
    if (to === 'cancelada') await setCancelsOn(tx, accountId, null);
    await revokeCards(tx, [accountId], payment.at);
    return { accountId, from: row.status, to, paidUntil };
  }

  /** Unpaid past `paidUntil`: `em-atraso` (card valid) for GRACE_DAYS, then `suspensa` (cards revoked), each recorded. */
  async function advanceByClock(tx: Executor, now: Date): Promise<Transition[]> {
    const today = saoPauloDate(now);
    const moves: (Transition & { cause: (typeof CLOCK_TRANSITIONS)[number]['cause'] })[] = [];
    const ending: string[] = [];
    for (const move of CLOCK_TRANSITIONS) {
      const lapsed = await moveLapsed(
        tx,
        move.from,
        move.to,
        addDays(today, -move.daysAfterPaidUntil),
        move.cancelling,
      );
      for (const { accountId, paidUntil } of lapsed) {
        moves.push({ accountId, paidUntil, from: move.from, to: move.to, cause: move.cause });
        if (!isInForce(move.to)) ending.push(accountId);
      }
    }
    await revokeCards(tx, ending, now);
    for (const move of moves) {
      await insertSubscriptionEvent(tx, {
        accountId: move.accountId,
        fromStatus: move.from,
        toStatus: move.to,
        paidUntil: move.paidUntil,
        cause: move.cause,
        at: now,
      });
    }
    return moves.map(({ cause: _cause, ...move }) => move);
  }

  return { applyPayment, applyProviderReversal, advanceByClock };
}

export type SubscriptionMoves = ReturnType<typeof subscriptionMoves>;
