import type { PGlite } from '@electric-sql/pglite';

/** The event loop's next turn: timers, new connections and other sockets are served before it resolves. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously (WebAssembly in this thread) and hands its one lock
 * (taken by `query`, `exec` and `transaction` alike) on in microtasks, so a line of 50 writers
 * ran start to end without one turn of the event loop: no timer, no other request read, one new
 * connection accepted per turn (libuv accepts one a turn), and the overload guard saw the loop
 * stalled (0.5 s per turn under 50 writers, new connections waiting up to 10 s; a burst of reads
 * the same, for less). Here each of those calls starts in order, one at a time, on a turn of its
 * own: the loop turns between any two, and the line's order and length are unchanged. Statements
 * inside a transaction go through its own handle, not these, so a transaction takes one turn.
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
