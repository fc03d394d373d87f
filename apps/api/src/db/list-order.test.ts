import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';

/**
 * The newest-first lists (a subscriber's requests and notifications, the operator's queue) page
 * by `seq`: their indexes must give that order, or every page sorts all of an account's rows.
 * Checked on PostgreSQL's own planner, with the other plans priced out so the tiny test tables
 * still show whether an index can serve the query in order.
 */
describe('newest-first lists are read in index order (PostgreSQL)', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase({ postgres: true, seed: false });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Price out every other way to the rows, and sorting: a sort then shows only when no index can give the order.
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
      await client.query(`set ${setting} = off`);
  });
  afterAll(async () => {
    await client?.end();
    await database?.destroy();
  });

  async function plan(query: string, params: unknown[]): Promise<string> {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  const ACCOUNT = '00000000-0000-4000-8000-000000000001';

  it.each([
    [
      'a subscriber’s requests',
      'select * from service_requests where account_id = $1 order by seq desc limit 21',
      [ACCOUNT],
    ],
    [
      'the next page of them',
      'select * from service_requests where account_id = $1 and seq < $2 order by seq desc limit 21',
      [ACCOUNT, 500],
    ],
    [
      'the operator’s queue by status',
      'select * from service_requests where status = $1 order by seq desc limit 21',
      ['aberto'],
    ],
    ['the whole queue', 'select * from service_requests order by seq desc limit 21', []],
    [
      'a subscriber’s notifications',
      'select * from notifications where account_id = $1 order by seq desc limit 21',
      [ACCOUNT],
    ],
  ])('%s', async (_list, query, params) => {
    const text = await plan(query, params);
    expect(text).toMatch(/Index Scan Backward using \w+/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
