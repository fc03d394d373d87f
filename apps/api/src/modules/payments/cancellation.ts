import {
  dateToBr,
  WITHDRAWAL_DAYS,
  isInForce,
  type CancelBody,
  type Cancellation,
  type CancellationKind,
  type CancellationPreview,
  parsePixKey,
  type PixKey,
} from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import { HttpError } from '#api/lib/http-errors.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import {
  currentCancellation,
  isUndoable,
  readSubscription,
  type CancellationRow,
  type SubscriptionRow,
} from '#api/modules/subscriptions/index.js';
import type { PaymentDeps } from './deps.js';
import { cancellationMessage } from './messages.js';
import { cancelAtProvider } from './provider-charge.js';
import { refundUseCases } from './refunds.js';
import * as repo from './repository.js';

const DAY_MS = 24 * 60 * 60_000;
const REFUND_KEY_CODE_NEEDED =
  'Para receber o reembolso em outra chave PIX, confirme com o código que enviaremos ao seu e-mail.';
const BAD_CODE = 'Código inválido ou expirado. Peça um novo.';
const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** What a deletion's cancellation closed, and the money still to go back. */
export interface DeletionCancellation {
  cancelledCharges: number;
  /** Refunds due (this cancellation's or an earlier one's), paid after the deletion; null when none. */
  refundDue: { amount: number; protocol: string | null } | null;
}

/** Which cancellation applies now, and the last day in force: the one rule the cancel and its preview share. */
async function decide(
  tx: Executor,
  accountId: string,
  subscription: SubscriptionRow,
  now: Date,
): Promise<{ kind: CancellationKind; endsOn: string }> {
  const first = await repo.firstPaid(tx, accountId);
  const inForce = isInForce(subscription.status) && subscription.paidUntil !== null;
  const firstPaidAt = first?.paidAt?.getTime();
  const withdrawal = inForce && firstPaidAt !== undefined && now.getTime() - firstPaidAt < WITHDRAWAL_DAYS * DAY_MS;
  const kind: CancellationKind = withdrawal
    ? 'arrependimento'
    : inForce && subscription.status === 'ativa'
      ? 'fim-do-periodo'
      : 'imediato';
  const endsOn = kind === 'fim-do-periodo' && subscription.paidUntil ? subscription.paidUntil : saoPauloDate(now);
  return { kind, endsOn };
}

/** Cancelling and its undoing, as docs/product.md 'Cancelling' says. */
export function cancellationUseCases(deps: PaymentDeps) {
  const { db, clock, outbox, notifications, codes } = deps;

  /** The payer's own CPF is always fine; another key needs the e-mailed code (a wrong one spends its try). */
  async function refundKeyAllowed(tx: Executor, accountId: string, key: PixKey, code: string | undefined) {
    const paid = await repo.lockPaidOf(tx, accountId);
    if (key.type === 'cpf' && paid.every((charge) => formatCpf(charge.payerCpf) === key.key)) return true;
    if (code === undefined) throw new HttpError(403, REFUND_KEY_CODE_NEEDED);
    const account = await findAccountById(tx, accountId);
    const redeemed = account && (await codes.redeem(tx, { identifier: account.email, code, purposes: ['refund-key'] }));
    return Boolean(redeemed && redeemed.accountId === accountId);
  }
  const refunds = refundUseCases(deps);

  async function present(tx: Executor, row: CancellationRow): Promise<Cancellation> {
    const subscription = await readSubscription(tx, row.accountId);
    const due = await repo.refundsOfProtocol(tx, row.protocol);
    const status = subscription?.status ?? 'cancelada';
    return {
      status,
      kind: row.kind,
      cancelAt: row.endsOn,
      protocol: row.protocol,
      requestedAt: row.requestedAt.toISOString(),
      undoable: isUndoable(row, status, clock.now()),
      refund:
        due.length === 0
          ? null
          : {
              amount: due.reduce((sum, refund) => sum + refund.amountCents, 0),
              status: due.every((refund) => refund.status === 'concluido') ? 'concluido' : 'pendente',
            },
    };
  }

  /** Pending charges cancelled; for a withdrawal every paid charge refunded to `refundPixKey` (else the CPF). */
  async function settleCharges(
    tx: Executor,
    accountId: string,
    row: CancellationRow,
    refundPixKey: string | undefined,
    now: Date,
  ) {
    const cancelled = await repo.cancelAllPendingOf(tx, accountId);
    const events: Parameters<typeof repo.insertEvents>[1] = cancelled.map(({ id }) => ({
      chargeId: id,
      type: 'cancelada' as const,
      actor: 'assinante' as const,
      actorAccountId: accountId,
      note: `Assinatura cancelada (${row.protocol}).`,
      at: now,
    }));
    let refunded = 0;
    let pixKey: string | null = null;
    if (row.kind === 'arrependimento') {
      for (const charge of await repo.lockPaidOf(tx, accountId)) {
        pixKey = refundPixKey || formatCpf(charge.payerCpf);
        await repo.updateCharge(tx, charge.id, { status: 'reembolso-pendente' });
        await repo.insertRefund(tx, {
          chargeId: charge.id,
          accountId,
          amountCents: charge.amountCents,
          pixKey,
          protocol: row.protocol,
          requestedAt: now,
        });
        events.push({
          chargeId: charge.id,
          type: 'reembolso-pedido',
          actor: 'assinante',
          actorAccountId: accountId,
          note: row.protocol,
          at: now,
        });
        refunded += charge.amountCents;
      }
    }
    await repo.insertEvents(tx, events);
    return { cancelled: cancelled.map(({ id }) => id), refunded, pixKey };
  }

  return {
    /** What cancelling now would do, for the sheet to say before the tap; 409 once asked for or cancelled. */
    async previewCancellation(accountId: string): Promise<CancellationPreview> {
      return db.transaction(async (tx) => {
        const subscription = await readSubscription(tx, accountId);
        if (!subscription) throw new HttpError(404, 'Assinatura não encontrada.');
        const existing = await currentCancellation(tx, accountId);
        if (existing) throw new HttpError(409, `O cancelamento já foi pedido (protocolo ${existing.protocol}).`);
        if (subscription.status === 'cancelada') throw new HttpError(409, 'A assinatura já está cancelada.');
        const { kind, endsOn } = await decide(tx, accountId, subscription, clock.now());
        const paid = kind === 'arrependimento' ? await repo.paidOf(tx, accountId) : [];
        return {
          kind,
          cancelAt: endsOn,
          refund: paid.length > 0 ? { amount: paid.reduce((sum, charge) => sum + charge.amountCents, 0) } : null,
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
          if (kind === 'arrependimento' && key && !(await refundKeyAllowed(tx, accountId, key, body.code)))
            return 'bad-code';
          const row = await deps.subscriptions.recordCancellation(tx, accountId, {
            kind,
            reason: body.reason || null,
            endsOn,
            at: now,
          });
          const settled = await settleCharges(tx, accountId, row, key?.key, now);
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
      await cancelAtProvider(deps, cancelledIds);
      if (answer.refund?.status === 'pendente') await refunds.askProviderRefunds();
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
        const row = await deps.subscriptions.recordCancellation(tx, accountId, {
          kind: kind === 'arrependimento' ? 'arrependimento' : 'imediato',
          reason: null,
          endsOn: saoPauloDate(at),
          at,
          cause: 'exclusao-da-conta',
        });
        cancelledCharges = (await settleCharges(tx, accountId, row, undefined, at)).cancelled.length;
      }
      const due = (await repo.refundsOfAccount(tx, accountId)).filter((refund) => refund.status === 'pendente');
      const refundDue =
        due.length === 0
          ? null
          : {
              amount: due.reduce((sum, refund) => sum + refund.amountCents, 0),
              protocol: due.find((refund) => refund.protocol)?.protocol ?? null,
            };
      return { cancelledCharges, refundDue };
    },

    /** After a deletion's refund is committed: the provider (Asaas) is asked now rather than at the next cycle. */
    askProviderRefunds: () => refunds.askProviderRefunds(),

    /** 'Desfazer cancelamento': renews as before; 409 once the end date has passed or it was a withdrawal. */
    async undoCancellation(accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await deps.subscriptions.undoCancellation(tx, accountId, clock.now());
        await notifications.notify(tx, accountId, {
          title: 'Cancelamento desfeito',
          body: 'Sua assinatura continua e será renovada normalmente.',
          email: false,
        });
      });
    },
  };
}
