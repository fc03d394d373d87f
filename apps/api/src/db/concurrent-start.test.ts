import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, defaultPostgresSettings, postgresServerUrl } from '#api/test/database.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { seedDatabase } from './seed/index.js';

/**
 * Processes of a deployment start together on one fresh PostgreSQL database: the migrations and
 * the seed run once between them (an advisory lock), never racing each other into an error.
 */
let fresh: { url: string; drop(): Promise<void> };
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  fresh = await createEmptyPostgresDatabase(await postgresServerUrl());
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await fresh?.drop();
});

describe('processes starting together on one fresh database', () => {
  it('all start: migrations applied once, the seed loaded once', async () => {
    const starts = Array.from({ length: 4 }, async () => {
      const handle = await openDatabase({ ...defaultPostgresSettings(), databaseUrl: fresh.url, dataDir: 'memory://' });
      handles.push(handle);
      await seedDatabase(handle.db, { demoSubscriber: true });
      return handle;
    });
    await Promise.all(starts);
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      const count = async (query: string) => (await client.query<{ count: number }>(query)).rows[0]?.count;
      const journal = await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } });
      expect(await count('select count(*)::int as count from drizzle.__drizzle_migrations')).toBe(
        journal.default.entries.length,
      );
      expect(
        await count(`select count(*)::int as count from accounts where email = 'assinante@gameassist.local'`),
      ).toBe(1);
    } finally {
      await client.end();
    }
  });
});
