import {
  RECEIPT_STATUSES,
  type OperatorCharge,
  type OperatorChargeList,
  type OperatorRefund,
  type Receipt,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { decodeCursor, pageOf } from '#api/lib/page-cursor.js';
import { accountNames, findAccountById } from '#api/modules/accounts/index.js';
import { recordAudit, recordSubscriberReads, type AuditContext } from '#api/modules/audit/index.js';
import { memberNumbers } from '#api/modules/subscriptions/index.js';
import { asaasWebhookUseCases } from './asaas-webhook.js';
import { checkoutUseCases } from './checkout.js';
import { CHARGE_NOT_FOUND, confirmUseCases } from './confirm.js';
import type { PaymentDeps } from './deps.js';
import { chargePeriod, presentCharge } from './present.js';
import { retryRemovalsAtProvider } from './provider-charge.js';
import * as repo from './repository.js';
import { affiliateStatement } from './statement.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Refunds already made that the operators' list still shows, newest first. */
const DONE_REFUNDS_SHOWN = 20;
const maskCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/** A subscriber's charges are few (one a year, and the ones they replaced): the newest this many. */
const SUBSCRIBER_LIST_MAX = 50;

export function createPaymentService(deps: PaymentDeps) {
  const { db, clock } = deps;

  async function subscribers(ids: string[]) {
    const [names, numbers, accounts] = await Promise.all([
      accountNames(db, ids),
      memberNumbers(db, ids),
      Promise.all([...new Set(ids)].map((id) => findAccountById(db, id))),
    ]);
    const emails = new Map(accounts.flatMap((account) => (account ? [[account.id, account.email] as const] : [])));
    return (id: string) => ({
      name: names.get(id) ?? '',
      email: emails.get(id) ?? '',
      memberNumber: numbers.get(id) ?? '',
    });
  }

  async function forOperators(rows: repo.ChargeRow[]): Promise<OperatorCharge[]> {
    const ids = rows.map((row) => row.accountId);
    const confirmers = rows.flatMap((row) => (row.confirmedBy ? [row.confirmedBy] : []));
    const [names, numbers, confirmerNames, accounts] = await Promise.all([
      accountNames(db, ids),
      memberNumbers(db, ids),
      accountNames(db, confirmers),
      Promise.all([...new Set(ids)].map((id) => findAccountById(db, id))),
    ]);
    const emails = new Map(accounts.flatMap((account) => (account ? [[account.id, account.email] as const] : [])));
    const now = clock.now();
    return rows.map((row) => ({
      ...presentCharge(row, now),
      txid: row.provider === 'pix-manual' ? row.txid : null,
      provider: row.provider,
      subscriber: {
        name: names.get(row.accountId) ?? '',
        email: emails.get(row.accountId) ?? '',
        memberNumber: numbers.get(row.accountId) ?? '',
      },
      confirmedBy:
        row.confirmedBy && row.paidAt
          ? { name: confirmerNames.get(row.confirmedBy) ?? '', at: row.paidAt.toISOString() }
          : null,
    }));
  }

  const confirm = confirmUseCases(deps);

  async function refundsForOperators(rows: repo.RefundRow[]): Promise<OperatorRefund[]> {
    const who = await subscribers(rows.map((row) => row.accountId));
    const charges = await Promise.all(rows.map((row) => repo.findCharge(db, row.chargeId)));
    return rows.flatMap((row, index) => {
      const charge = charges[index];
      if (!charge) return [];
      return [
        {
          id: row.id,
          chargeId: row.chargeId,
          amount: row.amountCents,
          method: charge.method,
          provider: charge.provider,
          pixKey: row.pixKey,
          status: row.status,
          requestedAt: row.requestedAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
          protocol: row.protocol,
          subscriber: who(row.accountId),
          ...chargePeriod(charge),
        },
      ];
    });
  }

  return {
    ...checkoutUseCases(deps),
    ...asaasWebhookUseCases(deps, confirm.markPaid),
    /** The job: removals at the provider that failed, tried again (provider-charge.ts). */
    retryRemovalsAtProvider: () => retryRemovalsAtProvider(deps),

    async list(accountId: string) {
      const now = clock.now();
      return (await repo.listCharges(db, accountId, SUBSCRIBER_LIST_MAX)).map((row) => presentCharge(row, now));
    },

    /** One of the account's charges; another account's is not found (never "forbidden"). */
    async get(accountId: string, id: string) {
      const row = UUID.test(id) ? await repo.findCharge(db, id, accountId) : undefined;
      if (!row) throw new HttpError(404, CHARGE_NOT_FOUND);
      return presentCharge(row, clock.now());
    },

    /** A paid charge's receipt (the receipt e-mail's facts); another account's, or an unpaid one, is not found. */
    async receipt(accountId: string, id: string): Promise<Receipt> {
      const row = UUID.test(id) ? await repo.findCharge(db, id, accountId) : undefined;
      if (!row) throw new HttpError(404, CHARGE_NOT_FOUND);
      if (!row.paidAt || !RECEIPT_STATUSES.includes(row.status)) {
        throw new HttpError(404, 'Esta cobrança não foi paga: ela não tem recibo.');
      }
      const [account, numbers, refund] = await Promise.all([
        findAccountById(db, accountId),
        memberNumbers(db, [accountId]),
        repo.refundOfCharge(db, row.id),
      ]);
      return {
        chargeId: row.id,
        status: row.status,
        items: row.items.map((item) => ({ name: item.name, amount: item.amountCents })),
        amount: row.amountCents,
        method: row.method,
        installments: row.installments,
        paidAt: row.paidAt.toISOString(),
        payer: { name: account ? `${account.firstName} ${account.lastName}`.trim() : '', cpf: maskCpf(row.payerCpf) },
        memberNumber: numbers.get(accountId) ?? '',
        ...chargePeriod(row),
        refund: refund
          ? {
              amount: refund.amountCents,
              status: refund.status,
              completedAt: refund.completedAt?.toISOString() ?? null,
            }
          : null,
      };
    },

    /** Each subscriber shown (name, e-mail, the PIX key) is a read of their data: on the audit log first. */
    async operatorRefunds(audit: AuditContext): Promise<OperatorRefund[]> {
      const rows = await repo.operatorRefunds(db, DONE_REFUNDS_SHOWN);
      const refunds = await refundsForOperators(rows);
      await recordSubscriberReads(db, audit, rows, 'refunds', clock.now());
      return refunds;
    },

    async completeRefundByOperator(audit: AuditContext, id: string): Promise<OperatorRefund> {
      await confirm.completeRefundByOperator(audit, id);
      const row = await repo.findRefund(db, id);
      const [refund] = row ? await refundsForOperators([row]) : [];
      if (!refund) throw new Error('completed refund vanished');
      return refund;
    },

    /** The month's statement, read by a member of staff: on the audit log before it is shown. */
    async affiliateStatement(audit: AuditContext, month: string, format: 'csv' | 'json') {
      const statement = await affiliateStatement(deps, month);
      await db.transaction((tx) =>
        recordAudit(
          tx,
          audit,
          {
            action: 'afiliados.extrato',
            target: { type: 'extrato-afiliados', id: month },
            after: { format, affiliates: statement.items.length },
          },
          clock.now(),
        ),
      );
      return statement;
    },

    async operatorList(
      audit: AuditContext,
      query: {
        status?: repo.ChargeRow['status'];
        limit: number;
        cursor?: string;
      },
    ): Promise<OperatorChargeList> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new HttpError(400, 'Cursor inválido.');
      const { items, nextCursor } = pageOf(
        await repo.listAllCharges(db, query.status, query.limit + 1, after),
        query.limit,
      );
      const charges = await forOperators(items);
      // Each subscriber shown (name, e-mail, member number) is a read of their data: on the audit log first.
      await recordSubscriberReads(db, audit, items, 'charges', clock.now());
      return { items: charges, nextCursor };
    },

    async confirmByOperator(audit: AuditContext, id: string): Promise<OperatorCharge> {
      const row = await confirm.confirmByOperator(audit, id);
      const [charge] = await forOperators([row]);
      if (!charge) throw new Error('confirmed charge vanished');
      return charge;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
