import type { PixKey } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import type { SubscriptionBilling } from '#api/modules/subscriptions/index.js';
import type { BillingDeps } from './deps.js';
import { cancelDueAtProvider, endAutoRenewal } from './auto-renewals.js';
import { cancelAtProvider } from './provider-charge.js';
import * as repo from './repository.js';
import type { Executor } from '#api/db/client.js';

const REFUND_KEY_CODE_NEEDED =
  'Para receber o reembolso em outra chave PIX, confirme com o código que enviaremos ao seu e-mail.';
const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);

type CancellationBilling = Pick<
  SubscriptionBilling,
  | 'firstPaidAt'
  | 'withdrawalRefund'
  | 'refundKeyAllowed'
  | 'settleCharges'
  | 'refundOf'
  | 'refundDue'
  | 'cancelAtProvider'
>;

/** Payments' side of a cancellation (docs/product.md 'Cancelling'): its charges closed, a withdrawal's refunds. */
export function cancellationBilling(deps: BillingDeps): CancellationBilling {
  const { codes } = deps;

  return {
    firstPaidAt: async (tx, accountId) => (await repo.firstPaid(tx, accountId))?.paidAt ?? undefined,

    async withdrawalRefund(tx, accountId) {
      const paid = await repo.paidOf(tx, accountId);
      return paid.length > 0 ? { amount: sum(paid) } : null;
    },

    /** The payer's own CPF is always fine; another key needs the e-mailed code (a wrong one spends its try). */
    async refundKeyAllowed(tx: Executor, accountId: string, key: PixKey, code: string | undefined) {
      const paid = await repo.lockPaidOf(tx, accountId);
      if (key.type === 'cpf' && paid.every((charge) => formatCpf(charge.payerCpf) === key.key)) return true;
      if (code === undefined) throw new HttpError(403, REFUND_KEY_CODE_NEEDED);
      const account = await findAccountById(tx, accountId);
      const redeemed =
        account && (await codes.redeem(tx, { identifier: account.email, code, purposes: ['refund-key'] }));
      return Boolean(redeemed && redeemed.accountId === accountId);
    },

    /** Pending charges cancelled; for a withdrawal every paid charge refunded to `refundPixKey` (else the CPF). */
    async settleCharges(tx, accountId, row, refundPixKey, now) {
      // No debit follows a cancellation: PIX Automático's authorisation ends with it.
      await endAutoRenewal(tx, accountId, now);
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
    },

    async refundOf(tx, protocol) {
      const due = await repo.refundsOfProtocol(tx, protocol);
      if (due.length === 0) return null;
      return {
        amount: sum(due),
        status: due.every((refund) => refund.status === 'concluido') ? 'concluido' : 'pendente',
      };
    },

    async refundDue(tx, accountId) {
      const due = (await repo.refundsOfAccount(tx, accountId)).filter((refund) => refund.status === 'pendente');
      if (due.length === 0) return null;
      return { amount: sum(due), protocol: due.find((refund) => refund.protocol)?.protocol ?? null };
    },

    async cancelAtProvider(chargeIds) {
      await cancelAtProvider(deps, chargeIds);
      await cancelDueAtProvider(deps);
    },
  };
}
