import type { PGlite } from '@electric-sql/pglite';

/** The event loop's next turn: timers, new connections and other sockets are served before it resolves. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each PGlite `query`, `exec` and `transaction` starts on an event-loop turn of its own, in order, so a line
 * of writers no longer stalls the loop (docs/scaling.md, measured there). A transaction's statements: one turn.
 */
export function statementsTakeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  // Typed as the method it wraps (its generics included): the wrapper only delays the same call.
  const inTurn = <F extends (...args: never[]) => Promise<unknown>>(call: F): F =>
    ((...args: Parameters<F>) => {
      const result = last.then(nextTurn).then(() => call.apply(client, args));
      last = result.catch(() => undefined);
      return result;
    }) as F;
  client.query = inTurn(client.query);
  client.exec = inTurn(client.exec);
  client.transaction = inTurn(client.transaction);
}
