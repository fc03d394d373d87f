import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '#api/lib/http-errors.js';
import { createEmptyPostgresDatabase, defaultPostgresSettings, postgresServerUrl } from '#api/test/database.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { WRITES_BUSY_MESSAGE } from './write-queue.js';

const LIMIT = 3;

async function openBoth(): Promise<{ name: string; handle: DatabaseHandle; drop(): Promise<void> }[]> {
  const pglite = await openDatabase({ dataDir: 'memory://', maxPendingTransactions: LIMIT });
  const created = await createEmptyPostgresDatabase(await postgresServerUrl());
  const postgres = await openDatabase({
    ...defaultPostgresSettings(),
    databaseUrl: created.url,
    dataDir: 'memory://',
    maxPendingTransactions: LIMIT,
  });
  return [
    { name: 'PGlite', handle: pglite, drop: async () => undefined },
    { name: 'PostgreSQL', handle: postgres, drop: () => created.drop() },
  ];
}

const databases = await openBoth();
afterAll(async () => {
  for (const { handle, drop } of databases) {
    await handle.close();
    await drop();
  }
});

describe.each(databases)('transactions waiting for the database, on $name', ({ handle }) => {
  it('past the limit a new transaction is refused with 503 and Retry-After, and is taken again once one ends', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const begun: Promise<unknown>[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      begun.push(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await gate;
        }),
      );
    }
    const refused = await handle.db.transaction(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: WRITES_BUSY_MESSAGE, headers: { 'Retry-After': '1' } });

    release();
    await Promise.all(begun);
    await expect(handle.db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)) && 'ran')).resolves.toBe(
      'ran',
    );
  });

  it('a transaction that fails frees its place', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) {
      await expect(
        handle.db.transaction(async () => {
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
    }
    await expect(handle.db.transaction(async () => 'ran')).resolves.toBe('ran');
  });
});
