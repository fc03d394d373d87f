import type { OperatorCharge, OperatorChargeList } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { decodeCursor, pageOf } from '#api/lib/page-cursor.js';
import { accountNames, findAccountById } from '#api/modules/accounts/index.js';
import { memberNumbers } from '#api/modules/membership/index.js';
import { billingCycle } from './billing-cycle.js';
import { checkoutUseCases } from './checkout.js';
import { CHARGE_NOT_FOUND, confirmUseCases } from './confirm.js';
import type { PaymentDeps } from './deps.js';
import { presentCharge } from './present.js';
import * as repo from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A subscriber's charges are few (one a year, and the ones they replaced): the newest this many. */
const SUBSCRIBER_LIST_MAX = 50;

export function createPaymentService(deps: PaymentDeps) {
  const { db, clock } = deps;

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

  return {
    ...checkoutUseCases(deps),
    ...billingCycle(deps),
    receiveAsaasEvent: confirm.receiveAsaasEvent,

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

    async operatorList(query: {
      status?: repo.ChargeRow['status'];
      limit: number;
      cursor?: string;
    }): Promise<OperatorChargeList> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new HttpError(400, 'Cursor inválido.');
      const { items, nextCursor } = pageOf(
        await repo.listAllCharges(db, query.status, query.limit + 1, after),
        query.limit,
      );
      return { items: await forOperators(items), nextCursor };
    },

    async confirmByOperator(operatorId: string, id: string): Promise<OperatorCharge> {
      const row = await confirm.confirmByOperator(operatorId, id);
      const [charge] = await forOperators([row]);
      if (!charge) throw new Error('confirmed charge vanished');
      return charge;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
