import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createEmptyPostgresDatabase, postgresServerUrl } from '@game-assist/test-support';
import { indexUsageDuring } from './index-usage.js';

describe('indexUsageDuring', () => {
  let used: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let other: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  const query = async (url: string, sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const serverUrl = await postgresServerUrl();
    used = await createEmptyPostgresDatabase(serverUrl);
    other = await createEmptyPostgresDatabase(serverUrl);
    await query(used.url, 'create table service_requests (id serial primary key, account text not null)');
    await query(used.url, 'create index service_requests_account on service_requests (account)');
    await query(used.url, "insert into service_requests (account) select 'a' || n from generate_series(1, 5000) n");
    await query(used.url, 'analyze service_requests');
  });
  afterAll(async () => {
    await used?.drop();
    await other?.drop();
  });

  it("counts the window's scans of the database the queries ran on, by index", async () => {
    const { result, usage } = await indexUsageDuring(used.url, ['service_requests'], async () => {
      for (let n = 1; n <= 3; n += 1)
        await query(used.url, 'select id from service_requests where account = $1', [`a${n}`]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(usage).toHaveLength(1);
    expect(usage[0]!.indexScans).toBeGreaterThanOrEqual(3);
    expect(usage[0]!.seqScans).toBe(0);
    expect(usage[0]!.byIndex.find(({ index }) => index === 'service_requests_account')?.scans).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('refuses to read a database without the tables, where every count would be 0', async () => {
    await expect(indexUsageDuring(other.url, ['service_requests'], async () => undefined)).rejects.toThrow(
      /no table service_requests in database ga_test_/,
    );
  });
});
