const waiting = new WeakMap<object, (() => void)[]>();

type Run = (tx: object) => Promise<unknown>;
type Transaction = (run: Run, config?: unknown) => Promise<unknown>;

/** Runs `callback` once `executor`'s transaction has committed (never after a rollback); outside one, at once. */
export function afterCommit(executor: object, callback: () => void): void {
  const callbacks = waiting.get(executor);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/** Makes the database's `transaction()` run what `afterCommit` was given inside it, after it commits. */
export function runAfterCommit(db: { transaction: Transaction }): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    const callbacks: (() => void)[] = [];
    const result = await transaction((tx) => {
      waiting.set(tx, callbacks);
      return run(tx);
    }, config);
    for (const callback of callbacks) callback();
    return result;
  };
}
