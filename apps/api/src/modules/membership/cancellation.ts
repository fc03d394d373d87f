import type { CancellationKind } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { TRANSITIONS } from '#api/modules/subscriptions/index.js';
import { revokeCards } from './cards.js';
import * as repo from './repository.js';

export type CancellationRow = repo.CancellationRow;
export const currentCancellation = repo.currentCancellation;

/** Whether 'Desfazer cancelamento' still applies: an end-of-period one whose last day has not passed. */
export const isUndoable = (row: CancellationRow, status: repo.SubscriptionStatusValue, now: Date) =>
  row.kind === 'fim-do-periodo' && status !== 'cancelada' && row.endsOn >= saoPauloDate(now);

/** In the caller's transaction, the row locked: 'fim-do-periodo' keeps it in force until `endsOn`; the others end it now. */
export async function recordCancellation(
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
  const row = await repo.readSubscription(tx, accountId);
  if (!row) throw new HttpError(404, 'Assinatura não encontrada.');
  const made = await repo.insertCancellation(tx, {
    accountId,
    kind: input.kind,
    reason: input.reason,
    endsOn: input.endsOn,
    requestedAt: input.at,
  });
  if (input.kind === 'fim-do-periodo') {
    await repo.setCancelsOn(tx, accountId, input.endsOn);
    return made;
  }
  const { to, cause } = TRANSITIONS[input.cause ?? 'cancelamento'];
  await repo.setStanding(tx, accountId, { status: to, paidUntil: row.paidUntil });
  await revokeCards(tx, accountId, input.at);
  await repo.setCancelsOn(tx, accountId, null);
  await repo.insertSubscriptionEvent(tx, {
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
export async function undoCancellation(tx: Executor, accountId: string, now: Date): Promise<void> {
  const row = await repo.readSubscription(tx, accountId, { forUpdate: true });
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

export async function closeCancellation(tx: Executor, accountId: string, at: Date): Promise<void> {
  await repo.closeCancellations(tx, accountId, at);
  await repo.setCancelsOn(tx, accountId, null);
}

/** The account's cancellations for its download, oldest first, with the reason the person typed. */
export const cancellationsOf = (db: Executor, accountId: string) => repo.cancellationsOf(db, accountId);

/** Account deletion: the reasons typed are the person's words; the protocols and dates stay. */
export const eraseCancellationReasons = (tx: Executor, accountId: string) =>
  repo.eraseCancellationReasons(tx, accountId);
