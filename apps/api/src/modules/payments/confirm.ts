import { centavosToBr, dateToBr, instantToBr, webPaths } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import type { PaymentDeps } from './deps.js';
import { activateWithFirstPayment } from './auto-renewals.js';
import { lockChargeInOrder } from './locks.js';
import { receiptMessage } from './messages.js';
import { earnCommission, refundUseCases } from './refunds.js';
import * as repo from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const CHARGE_NOT_FOUND = 'Cobrança não encontrada.';
const REFUND_NOT_FOUND = 'Reembolso não encontrado.';
const OWN_CHARGE = 'Ninguém confirma uma cobrança da própria conta: peça a outro operador.';
const OWN_REFUND = 'Ninguém marca como feito o reembolso da própria conta: peça a outro operador.';
const CLOSED_ACCOUNT = 'A conta desta cobrança foi encerrada: a cobrança não pode ser confirmada.';
export const CANCELLED_CHARGE =
  'Esta cobrança foi cancelada (substituída por outra ou pelo cancelamento da assinatura): ela não pode ser confirmada.';

export function confirmUseCases(deps: PaymentDeps) {
  const { db, clock, outbox, notifications, subscriptions } = deps;
  const refunds = refundUseCases(deps);

  /** A locked, unpaid charge is paid: recorded, a year more covered, receipt mailed, notice stored (caller's tx). */
  async function markPaid(
    tx: Executor,
    row: repo.ChargeRow,
    by: { actor: 'operador' | 'provedor'; accountId?: string; note?: string },
  ) {
    const at = clock.now();
    const paid = await repo.updateCharge(tx, row.id, {
      status: 'paga',
      paidAt: at,
      confirmedBy: by.actor === 'operador' ? (by.accountId ?? null) : null,
    });
    await repo.insertEvents(tx, [repo.eventBy(row.id, 'paga', by, at)]);
    const standing = await subscriptions.applyPayment(tx, row.accountId, {
      at,
      chargeId: row.id,
      addOns: row.addOns,
      months: row.periodMonths,
    });
    if (row.autoRenewalId) await activateWithFirstPayment(tx, row, at);
    await earnCommission(tx, paid, at);
    const account = await findAccountById(tx, row.accountId);
    if (account) {
      await outbox.enqueue(
        tx,
        receiptMessage(account.email, account.firstName, { ...paid, paidAt: at }, standing?.paidUntil ?? null),
      );
    }
    await notifications.notify(tx, row.accountId, {
      title: 'Pagamento confirmado',
      path: webPaths.myPlan,
      body: `Recebemos ${centavosToBr(row.amountCents)}. ${standing?.paidUntil ? `Sua assinatura está ativa até ${dateToBr(standing.paidUntil)}.` : ''} O recibo foi enviado por e-mail.`.replace(
        /\s+/g,
        ' ',
      ),
      email: false,
    });
    return paid;
  }

  return {
    /** An operator sent a built-in PIX refund: it is done. A second time changes nothing (409). */
    async completeRefundByOperator(audit: AuditContext, refundId: string) {
      const operatorId = audit.actor.id;
      if (!UUID.test(refundId)) throw new HttpError(404, REFUND_NOT_FOUND);
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const refund = await repo.findRefund(tx, refundId);
          const locked = refund ? await lockChargeInOrder(tx, refund.chargeId) : undefined;
          if (!refund || !locked) throw new HttpError(404, REFUND_NOT_FOUND);
          if (locked.accountId === operatorId) throw new HttpError(403, OWN_REFUND);
          if (locked.status === 'reembolsada') {
            throw new HttpError(409, 'Este reembolso já foi marcado como feito: nada mudou.');
          }
          if (locked.provider !== 'pix-manual') {
            throw new HttpError(409, 'Este reembolso é feito pelo provedor de pagamento, não pela central.');
          }
          await refunds.completeRefund(tx, locked, { actor: 'operador', accountId: operatorId });
          await recordAudit(
            tx,
            audit,
            {
              action: 'reembolso.concluir',
              target: { type: 'reembolso', id: refundId },
              before: { status: refund.status, chargeStatus: locked.status },
              after: { status: 'concluido', chargeStatus: 'reembolsada', amountCents: refund.amountCents },
            },
            clock.now(),
          );
        }),
      );
    },

    /** An operator saw the PIX arrive: the charge is paid. A second confirmation changes nothing (409). */
    async confirmByOperator(audit: AuditContext, id: string) {
      const operatorId = audit.actor.id;
      if (!UUID.test(id)) throw new HttpError(404, CHARGE_NOT_FOUND);
      return retryOnConflict(() =>
        db.transaction(async (tx) => {
          const locked = await lockChargeInOrder(tx, id);
          if (!locked) throw new HttpError(404, CHARGE_NOT_FOUND);
          if (locked.accountId === operatorId) throw new HttpError(403, OWN_CHARGE);
          if (locked.status === 'paga' || locked.status === 'reembolso-pendente' || locked.status === 'reembolsada') {
            throw new HttpError(
              409,
              `Esta cobrança já foi confirmada${locked.paidAt ? ` em ${instantToBr(locked.paidAt)}` : ''}: nada mudou.`,
            );
          }
          if (locked.status === 'cancelada') throw new HttpError(409, CANCELLED_CHARGE);
          if ((await findAccountById(tx, locked.accountId))?.deletedAt) throw new HttpError(409, CLOSED_ACCOUNT);
          if (locked.provider !== 'pix-manual') {
            throw new HttpError(409, 'Esta cobrança é confirmada pelo provedor de pagamento, não pela central.');
          }
          const paid = await markPaid(tx, locked, { actor: 'operador', accountId: operatorId });
          await recordAudit(
            tx,
            audit,
            {
              action: 'cobranca.confirmar',
              target: { type: 'cobranca', id },
              before: { status: locked.status, paidAt: null },
              after: { status: paid.status, paidAt: paid.paidAt, amountCents: paid.amountCents },
            },
            clock.now(),
          );
          return paid;
        }),
      );
    },

    markPaid,
  };
}
