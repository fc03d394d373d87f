import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DrainTimes {
  /** New requests are turned away for at least this long. */
  minMs: number;
  /** …and at most this long, even with connections still open. */
  maxMs: number;
  /** How often the open connections are counted. */
  pollMs?: number;
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** Closing sooner would reset connections still in the accept queue; false: maxMs passed with some open. */
export async function waitUntilQuiet(server: Server, { minMs, maxMs, pollMs = 50 }: DrainTimes): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  await sleep(minMs);
  let quietCounts = 0;
  while (Date.now() < deadline) {
    quietCounts = (await openConnections(server)) === 0 ? quietCounts + 1 : 0;
    if (quietCounts === 2) return true;
    await sleep(pollMs);
  }
  return false;
}
