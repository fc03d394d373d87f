import { HttpError } from '#api/lib/http-errors.js';

type Transaction = (run: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** The event loop's next turn: timers, new connections and other sockets are served before it resolves. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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

/**
 * PGlite runs each statement synchronously (WebAssembly in this thread) and hands its line of
 * waiting transactions on in microtasks, so a line of 50 ran start to end without one turn of the
 * event loop: no timer, no other request read, one new connection accepted per turn (libuv accepts
 * one a turn), and the overload guard saw the loop stalled (0.5 s per turn under 50 writers, new
 * connections waiting up to 10 s, bench/history.md). Here transactions start one at a time, in
 * order, each on a turn of its own: the loop turns between any two, and the line's order and
 * length are unchanged.
 */
export function transactionsTakeTurns(db: { transaction: Transaction }): void {
  const transaction = db.transaction.bind(db);
  let last: Promise<unknown> = Promise.resolve();
  db.transaction = (run, config) => {
    const result = last.then(nextTurn).then(() => transaction(run, config));
    last = result.catch(() => undefined);
    return result;
  };
}
