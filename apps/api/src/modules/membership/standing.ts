import { isInForce, PAID_PERIOD_MONTHS } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import {
  CLOCK_TRANSITIONS,
  insertSubscriptionEvent,
  moveLapsed,
  paymentExtendsCover,
  paymentStartsAnew,
  paymentTransition,
  readSubscription,
  setStanding,
  type SubscriptionStatusValue,
  TRANSITIONS,
} from '#api/modules/subscriptions/index.js';
import { closeCancellation } from './cancellation.js';
import { revokeDependantCards } from './cards.js';
import * as repo from './repository.js';

export interface Transition {
  accountId: string;
  from: SubscriptionStatusValue;
  to: SubscriptionStatusValue;
  paidUntil: string | null;
}

/**
 * A confirmed payment (caller's tx): `ativa`, covered PAID_PERIOD_MONTHS more from the cover still running (in
 * force or in grace), else from today; `paymentStartsAnew` says when the waiting periods start over.
 */
export async function applyPayment(
  tx: Executor,
  accountId: string,
  /** `addOns`: what the charge paid for, which the subscription then holds. */
  payment: { at: Date; chargeId: string; addOns: string[] },
): Promise<Transition | undefined> {
  const row = await readSubscription(tx, accountId, { forUpdate: true });
  if (!row) return undefined;
  const { to, cause } = TRANSITIONS[paymentTransition(row.status)];
  const today = saoPauloDate(payment.at);
  const base = paymentExtendsCover(row.status) && row.paidUntil ? row.paidUntil : today;
  const paidUntil = addMonths(base, PAID_PERIOD_MONTHS);
  // Paying again is staying: a cancellation in effect ends.
  await closeCancellation(tx, accountId, payment.at);
  await setStanding(tx, accountId, {
    status: to,
    paidUntil,
    addOns: payment.addOns,
    ...(paymentStartsAnew(row.status) ? { startedAt: payment.at } : {}),
  });
  await insertSubscriptionEvent(tx, {
    accountId,
    fromStatus: row.status,
    toStatus: to,
    paidUntil,
    cause,
    chargeId: payment.chargeId,
    at: payment.at,
  });
  return { accountId, from: row.status, to, paidUntil };
}

/** Unpaid past `paidUntil`: `em-atraso` (card valid) for GRACE_DAYS, then `suspensa` (cards revoked), each recorded. */
export async function advanceByClock(tx: Executor, now: Date): Promise<Transition[]> {
  const today = saoPauloDate(now);
  const moves: (Transition & { cause: (typeof CLOCK_TRANSITIONS)[number]['cause'] })[] = [];
  const ending: { accountId: string; cardRid: string }[] = [];
  for (const move of CLOCK_TRANSITIONS) {
    const lapsed = await moveLapsed(tx, move.from, move.to, addDays(today, -move.daysAfterPaidUntil), move.cancelling);
    for (const { accountId, paidUntil, cardRid } of lapsed) {
      moves.push({ accountId, paidUntil, from: move.from, to: move.to, cause: move.cause });
      if (!isInForce(move.to)) ending.push({ accountId, cardRid });
    }
  }
  for (const { cardRid } of ending) await repo.revokeRid(tx, cardRid, now);
  await revokeDependantCards(
    tx,
    ending.map((row) => row.accountId),
    now,
  );
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
