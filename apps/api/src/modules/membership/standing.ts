import { GRACE_DAYS, PAID_PERIOD_MONTHS } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { closeCancellation } from './cancellation.js';
import { revokeDependantCards } from './cards.js';
import * as repo from './repository.js';

const CAUSES: Partial<Record<repo.SubscriptionStatusValue, 'vencimento' | 'fim-da-carencia' | 'cancelamento'>> = {
  'em-atraso': 'vencimento',
  suspensa: 'fim-da-carencia',
  cancelada: 'cancelamento',
};

export interface Transition {
  accountId: string;
  from: repo.SubscriptionStatusValue;
  to: repo.SubscriptionStatusValue;
  paidUntil: string | null;
}

/**
 * Whether a payment from `status` starts the subscription (again): the first one, and the first after it
 * ended (a withdrawal, a cancellation). Waiting periods count from it; a renewal in grace, or a payment
 * that brings a `suspensa` one back, keeps them served (docs/product.md, 'Payments').
 */
export const paymentStartsAnew = (status: repo.SubscriptionStatusValue) =>
  status === 'aguardando-pagamento' || status === 'cancelada';

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
  const row = await repo.readSubscription(tx, accountId, { forUpdate: true });
  if (!row) return undefined;
  const today = saoPauloDate(payment.at);
  const continues = row.paidUntil && (row.status === 'ativa' || row.status === 'em-atraso');
  const base = continues && row.paidUntil ? row.paidUntil : today;
  const paidUntil = addMonths(base, PAID_PERIOD_MONTHS);
  // Paying again is staying: a cancellation in effect ends.
  await closeCancellation(tx, accountId, payment.at);
  await repo.setStanding(tx, accountId, {
    status: 'ativa',
    paidUntil,
    addOns: payment.addOns,
    ...(paymentStartsAnew(row.status) ? { startedAt: payment.at } : {}),
  });
  await repo.insertSubscriptionEvent(tx, {
    accountId,
    fromStatus: row.status,
    toStatus: 'ativa',
    paidUntil,
    cause: 'pagamento',
    chargeId: payment.chargeId,
    at: payment.at,
  });
  return { accountId, from: row.status, to: 'ativa', paidUntil };
}

/** Unpaid past `paidUntil`: `em-atraso` (card valid) for GRACE_DAYS, then `suspensa` (cards revoked), each recorded. */
export async function advanceByClock(tx: Executor, now: Date): Promise<Transition[]> {
  const today = saoPauloDate(now);
  const overdue = await repo.moveLapsed(tx, 'ativa', 'em-atraso', today);
  const suspended = await repo.moveLapsed(tx, 'em-atraso', 'suspensa', addDays(today, -GRACE_DAYS));
  const ended = await repo.moveLapsed(tx, 'ativa', 'cancelada', today, true);
  const moves: Transition[] = [
    ...overdue.map(({ accountId, paidUntil }) => ({
      accountId,
      paidUntil,
      from: 'ativa' as const,
      to: 'em-atraso' as const,
    })),
    ...suspended.map(({ accountId, paidUntil }) => ({
      accountId,
      paidUntil,
      from: 'em-atraso' as const,
      to: 'suspensa' as const,
    })),
    ...ended.map(({ accountId, paidUntil }) => ({
      accountId,
      paidUntil,
      from: 'ativa' as const,
      to: 'cancelada' as const,
    })),
  ];
  for (const { cardRid } of [...suspended, ...ended]) await repo.revokeRid(tx, cardRid, now);
  await revokeDependantCards(
    tx,
    [...suspended, ...ended].map((row) => row.accountId),
    now,
  );
  for (const move of moves) {
    await repo.insertSubscriptionEvent(tx, {
      accountId: move.accountId,
      fromStatus: move.from,
      toStatus: move.to,
      paidUntil: move.paidUntil,
      cause: CAUSES[move.to] ?? 'vencimento',
      at: now,
    });
  }
  return moves;
}
