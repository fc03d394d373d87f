/** The stop signals `npm start` passes on to the server. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Passes each stop signal this process hears on to `child` (a server in a process group of its
 * own), once: a terminal's Ctrl-C reaches this process twice, from the terminal and from npm, and
 * the server takes a second signal as "exit now", skipping its graceful shutdown. A signal more
 * than `repeatAfterMs` after the first is passed on too, so pressing Ctrl-C again still forces.
 */
export function passStopSignals(child, { events = process, now = Date.now, repeatAfterMs = 1000 } = {}) {
  let firstAt;
  for (const signal of STOP_SIGNALS) {
    events.on(signal, () => {
      const at = now();
      if (firstAt !== undefined && at - firstAt < repeatAfterMs) return;
      firstAt ??= at;
      child.kill(signal);
    });
  }
}
