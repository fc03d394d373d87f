import { HttpError } from '#api/lib/http-errors.js';

type Transaction = (run: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

export const WRITES_BUSY_MESSAGE = 'Muitas gravações ao mesmo tempo. Tente novamente em instantes.';

/**
 * Bounds the transactions waiting for the database: past `limit` begun and not yet ended, a new
 * one is refused with 503 + Retry-After instead of joining a queue whose wait grows with its depth
 * (PGlite runs one transaction at a time; PostgreSQL's pool waits are not limited). docs/scaling.md.
 */
export function boundTransactions(db: { transaction: Transaction }, limit: number): { pending(): number } {
  const transaction = db.transaction.bind(db);
  let pending = 0;
  db.transaction = async (run, config) => {
    if (pending >= limit) throw new HttpError(503, WRITES_BUSY_MESSAGE, { 'Retry-After': '1' });
    pending += 1;
    try {
      return await transaction(run, config);
    } finally {
      pending -= 1;
    }
  };
  return { pending: () => pending };
}
