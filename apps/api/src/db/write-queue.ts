import { HttpError } from '#api/lib/http-errors.js';

type Transaction = (run: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

export const WRITES_BUSY_MESSAGE = 'Muitas gravações ao mesmo tempo. Tente novamente em instantes.';

/** Past `limit` open transactions, a new one gets 503 + Retry-After, not a growing wait (docs/scaling.md). */
export function boundTransactions(db: { transaction: Transaction }, limit: number): { pending(): number } {
  const transaction = db.transaction.bind(db);
  let pending = 0;
  db.transaction = async (run, config) => {
    if (pending >= limit) throw new HttpError(503, WRITES_BUSY_MESSAGE, { headers: { 'Retry-After': '1' } });
    pending += 1;
    try {
      return await transaction(run, config);
    } finally {
      pending -= 1;
    }
  };
  return { pending: () => pending };
}
