import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#api/test/database.js';
import { afterCommit } from './after-commit.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.destroy();
});

describe('afterCommit', () => {
  it('runs what a transaction was given once it has committed, in order', async () => {
    const events: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => events.push('first'));
      afterCommit(tx, () => events.push('second'));
      events.push('body done');
    });
    expect(events).toEqual(['body done', 'first', 'second']);
  });

  it('never runs after a rollback', async () => {
    const events: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => events.push('ran'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(events).toEqual([]);
  });

  it('runs at once outside a transaction', () => {
    const events: string[] = [];
    afterCommit(database.db, () => events.push('ran'));
    expect(events).toEqual(['ran']);
  });
});
