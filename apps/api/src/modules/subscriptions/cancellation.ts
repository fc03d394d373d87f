import type { CancellationKind } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import {
  type CancellationRow,
  closeCancellations,
  currentCancellation,
  insertCancellation,
  insertSubscriptionEvent,
  readSubscription,
  setCancelsOn,
  setStanding,
} from './repository.js';
import { TRANSITIONS } from './state-machine.js';
import { isUndoable } from './undo.js';

/** Voids the member cards of these subscriptions and their dependants issued until `at` (membership's). */
export type RevokeCards = (tx: Executor, accountIds: string[], at: Date) => Promise<void>;

/** Cancelling and undoing it, in the caller's transaction; `revokeCards` is handed in by modules.ts. */
export function cancellationMoves(revokeCards: RevokeCards) {
  /** The row locked: 'fim-do-periodo' keeps it in force until `endsOn`; the others end it now. */
  async function recordCancellation(
    tx: Executor,
    accountId: string,
    input: {
      kind: CancellationKind;
      reason: string | null;
      endsOn: string;
      at: Date;
      /** Why the subscription's history says it ended: the person's cancellation, or their account's deletion. */
      cause?: 'cancelamento' | 'exclusao-da-conta';
    },
  ): Promise<CancellationRow> {
    const row = await readSubscription(tx, accountId);
    if (!row) throw new HttpError(404, 'Assinatura não encontrada.');
    const made = await insertCancellation(tx, {
      accountId,
      kind: input.kind,
      reason: input.reason,
      endsOn: input.endsOn,
      requestedAt: input.at,
    });
    if (input.kind === 'fim-do-periodo') {
      await setCancelsOn(tx, accountId, input.endsOn);
      return made;
    }
    const { to, cause } = TRANSITIONS[input.cause ?? 'cancelamento'];
    await setStanding(tx, accountId, { status: to, paidUntil: row.paidUntil });
    await revokeCards(tx, [accountId], input.at);
    await setCancelsOn(tx, accountId, null);
    await insertSubscriptionEvent(tx, {
      accountId,
      fromStatus: row.status,
      toStatus: to,
      paidUntil: row.paidUntil,
      cause,
      at: input.at,
    });
    return made;
  }

  /** 'Desfazer cancelamento': the renewal is back, as if never cancelled; 409 once it can no longer be. */
  async function undoCancellation(tx: Executor, accountId: string, now: Date): Promise<void> {
    const row = await readSubscription(tx, accountId, { forUpdate: true });
    const current = row ? await currentCancellation(tx, accountId) : undefined;
    if (!row || !current) throw new HttpError(409, 'Não há cancelamento para desfazer.');
    if (!isUndoable(current, row.status, now)) {
      throw new HttpError(
        409,
        current.kind === 'fim-do-periodo'
          ? 'A assinatura já terminou: o cancelamento não pode mais ser desfeito. Assine de novo em Assinar.'
          : 'Este cancelamento encerrou a assinatura na hora e não pode ser desfeito. Assine de novo em Assinar.',
      );
    }
    await closeCancellation(tx, accountId, now);
  }

  return { recordCancellation, undoCancellation };
}

/** Ends the cancellation in effect (undone, or replaced by a payment): the renewal is back. */
export async function closeCancellation(tx: Executor, accountId: string, at: Date): Promise<void> {
  await closeCancellations(tx, accountId, at);
  await setCancelsOn(tx, accountId, null);
}
