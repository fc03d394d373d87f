import {
  dateToBr,
  isInForce,
  parsePixKey,
  WITHDRAWAL_DAYS,
  type CancelBody,
  type Cancellation,
  type CancellationKind,
  type CancellationPreview,
} from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { NotificationService } from '#api/modules/notifications/index.js';
import type { SubscriptionBilling } from './billing.js';
import { cancellationMessage } from './messages.js';
import {
  type CancellationRow,
  closeCancellations,
  currentCancellation,
  insertCancellation,
  readSubscription,
  recordMove,
  setCancelsOn,
  type SubscriptionRow,
} from './repository.js';
import { TRANSITIONS } from './state-machine.js';
import { isUndoable } from './undo.js';

const DAY_MS = 24 * 60 * 60_000;
const BAD_CODE = 'Código inválido ou expirado. Peça um novo.';

/** Voids the member cards of these subscriptions and their dependants issued until `at` (membership's). */
export type RevokeCards = (tx: Executor, accountIds: string[], at: Date) => Promise<void>;

/** What a deletion's cancellation closed, and the money still to go back. */
export interface DeletionCancellation {
  cancelledCharges: number;
  /** Refunds due (this cancellation's or an earlier one's), paid after the deletion; null when none. */
  refundDue: { amount: number; protocol: string | null } | null;
}

/** Ends the cancellation in effect (undone, or replaced by a payment): the renewal is back. */
export async function closeCancellation(tx: Executor, accountId: string, at: Date): Promise<void> {
  await closeCancellations(tx, accountId, at);
  await setCancelsOn(tx, accountId, null);
}

/** Cancelling and its undoing, as docs/product.md 'Cancelling' says; the charges' side is payments' `billing`. */
export function cancellationUseCases(deps: {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  notifications: NotificationService;
  billing: SubscriptionBilling;
  revokeCards: RevokeCards;
}) {
  const { db, clock, outbox, notifications, billing, revokeCards } = deps;

  /** Which cancellation applies now, and the last day in force: the one rule the cancel and its preview share. */
  async function decide(
    tx: Executor,
    accountId: string,
    subscription: SubscriptionRow,
    now: Date,
  ): Promise<{ kind: CancellationKind; endsOn: string }> {
    const inForce = isInForce(subscription.status) && subscription.paidUntil !== null;
    const firstPaidAt = (await billing.firstPaidAt(tx, accountId))?.getTime();
    const withdrawal = inForce && firstPaidAt !== undefined && now.getTime() - firstPaidAt < WITHDRAWAL_DAYS * DAY_MS;
    const kind: CancellationKind = withdrawal
      ? 'arrependimento'
      : inForce && subscription.status === 'ativa'
        ? 'fim-do-periodo'
        : 'imediato';
    const endsOn = kind === 'fim-do-periodo' && subscription.paidUntil ? subscription.paidUntil : saoPauloDate(now);
    return { kind, endsOn };
  }

  /** In the caller's transaction: 'fim-do-periodo' keeps it in force until `endsOn`; the others end it now. */
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
    await recordMove(tx, row, { to, paidUntil: row.paidUntil, cause, at: input.at });
    await revokeCards(tx, [accountId], input.at);
    await setCancelsOn(tx, accountId, null);
    return made;
  }

  async function present(tx: Executor, row: CancellationRow): Promise<Cancellation> {
    const subscription = await readSubscription(tx, row.accountId);
    const status = subscription?.status ?? 'cancelada';
    return {
      status,
      kind: row.kind,
      cancelAt: row.endsOn,
      protocol: row.protocol,
      requestedAt: row.requestedAt.toISOString(),
      undoable: isUndoable(row, status, clock.now()),
      refund: await billing.refundOf(tx, row.protocol),
    };
  }

  return {
    recordCancellation,

    /** What cancelling now would do, for the sheet to say before the tap; 409 once asked for or cancelled. */
    async previewCancellation(accountId: string): Promise<CancellationPreview> {
      return db.transaction(async (tx) => {
        const subscription = await readSubscription(tx, accountId);
        if (!subscription) throw new HttpError(404, 'Assinatura não encontrada.');
        const existing = await currentCancellation(tx, accountId);
        if (existing) throw new HttpError(409, `O cancelamento já foi pedido (protocolo ${existing.protocol}).`);
        if (subscription.status === 'cancelada') throw new HttpError(409, 'A assinatura já está cancelada.');
        const { kind, endsOn } = await decide(tx, accountId, subscription, clock.now());
        return {
          kind,
          cancelAt: endsOn,
          refund: kind === 'arrependimento' ? await billing.withdrawalRefund(tx, accountId) : null,
        };
      });
    },

    /** 'Cancelar assinatura': cancels as docs/product.md says, once (asked twice, the same answer). */
    async cancelSubscription(accountId: string, body: CancelBody = {}): Promise<Cancellation> {
      const now = clock.now();
      let cancelledIds: string[] = [];
      const key = body.refundPixKey === undefined ? undefined : parsePixKey(body.refundPixKey);
      const answer = await retryOnConflict(() =>
        db.transaction(async (tx): Promise<Cancellation | 'bad-code'> => {
          const subscription = await readSubscription(tx, accountId, { forUpdate: true });
          if (!subscription) throw new HttpError(404, 'Assinatura não encontrada.');
          const existing = await currentCancellation(tx, accountId);
          if (existing) return present(tx, existing);
          if (subscription.status === 'cancelada') throw new HttpError(409, 'A assinatura já está cancelada.');
          const { kind, endsOn } = await decide(tx, accountId, subscription, now);
          if (kind === 'arrependimento' && key && !(await billing.refundKeyAllowed(tx, accountId, key, body.code)))
            return 'bad-code';
          const row = await recordCancellation(tx, accountId, {
            kind,
            reason: body.reason || null,
            endsOn,
            at: now,
          });
          const settled = await billing.settleCharges(tx, accountId, row, key?.key, now);
          const { refunded, pixKey } = settled;
          cancelledIds = settled.cancelled;
          const account = await findAccountById(tx, accountId);
          if (account) {
            await outbox.enqueue(
              tx,
              cancellationMessage(account.email, account.firstName, {
                protocol: row.protocol,
                kind,
                endsOn,
                refunded,
                pixKey,
              }),
            );
          }
          await notifications.notify(tx, accountId, {
            title: 'Assinatura cancelada',
            body:
              kind === 'fim-do-periodo'
                ? `Protocolo ${row.protocol}. Sua assinatura não será renovada e vale até ${dateToBr(endsOn)}.`
                : `Protocolo ${row.protocol}. Sua assinatura foi encerrada hoje.`,
            email: false,
          });
          return present(tx, row);
        }),
      );
      if (answer === 'bad-code') throw new HttpError(400, BAD_CODE);
      await billing.cancelAtProvider(cancelledIds);
      if (answer.refund?.status === 'pendente') await billing.askProviderRefunds();
      return answer;
    },

    /**
     * Account deletion (#44): ends now under the same rules (a withdrawal's refunds still paid after it; an
     * end-of-period cancellation ends now too), with no mail of its own: the deletion's last e-mail says it.
     */
    async cancelForDeletion(tx: Executor, accountId: string, at: Date): Promise<DeletionCancellation> {
      const subscription = await readSubscription(tx, accountId, { forUpdate: true });
      let cancelledCharges = 0;
      if (subscription && subscription.status !== 'cancelada') {
        const { kind } = await decide(tx, accountId, subscription, at);
        const row = await recordCancellation(tx, accountId, {
          kind: kind === 'arrependimento' ? 'arrependimento' : 'imediato',
          reason: null,
          endsOn: saoPauloDate(at),
          at,
          cause: 'exclusao-da-conta',
        });
        cancelledCharges = (await billing.settleCharges(tx, accountId, row, undefined, at)).cancelled.length;
      }
      return { cancelledCharges, refundDue: await billing.refundDue(tx, accountId) };
    },

    /** After a deletion's refund is committed: the provider (Asaas) is asked now rather than at the next cycle. */
    askProviderRefunds: () => billing.askProviderRefunds(),

    /** 'Desfazer cancelamento': renews as before; 409 once the end date has passed or it was a withdrawal. */
    async undoCancellation(accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const now = clock.now();
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
        await notifications.notify(tx, accountId, {
          title: 'Cancelamento desfeito',
          body: 'Sua assinatura continua e será renovada normalmente.',
          email: false,
        });
      });
    },
  };
}
