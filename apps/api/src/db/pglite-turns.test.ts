import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';

describe('PGlite statements in line (one at a time, each run in this thread)', () => {
  let pglite: DatabaseHandle;
  beforeAll(async () => {
    pglite = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => pglite.close());

  it('lets the event loop turn while it runs: timers, sockets and new connections are not held until its end', async () => {
    const LINE = 20;
    let ended = 0;
    let endedWhenTheLoopTurned: number | undefined;
    const line = Array.from({ length: LINE }, () =>
      pglite.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        ended += 1;
      }),
    );
    setImmediate(() => (endedWhenTheLoopTurned = ended));
    await Promise.all(line);
    expect(endedWhenTheLoopTurned).toBeDefined();
    expect(endedWhenTheLoopTurned).toBeLessThan(LINE);
  });

  it('lets the event loop turn during a burst of reads outside transactions too', async () => {
    const BURST = 20;
    let ended = 0;
    let endedWhenTheLoopTurned: number | undefined;
    const burst = Array.from({ length: BURST }, () => pglite.db.execute(sql`select 1`).then(() => (ended += 1)));
    setImmediate(() => (endedWhenTheLoopTurned = ended));
    await Promise.all(burst);
    expect(endedWhenTheLoopTurned).toBeDefined();
    expect(endedWhenTheLoopTurned).toBeLessThan(BURST);
  });

  it('runs them in the order they were asked for, past one that fails', async () => {
    const began: number[] = [];
    const line = Array.from({ length: 6 }, (_, index) =>
      pglite.db.transaction(async (tx) => {
        began.push(index);
        await tx.execute(sql`select ${index}::int`);
        if (index === 2) throw new Error('rolled back');
        return index;
      }),
    );
    const outcomes = await Promise.allSettled(line);
    expect(began).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
