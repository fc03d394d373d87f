import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');
const BEFORE_DEADLINES = '0006_payments';

/** The migrations folder as it was up to (and with) `last`. */
async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ga-migrations-'));
  await cp(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

// Requests made before deadlines existed get one from migration 0007 (docs/product.md, 'Service requests').
describe('the response-deadline migration', () => {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle({ client });
  let older: string | undefined;
  afterAll(async () => {
    await client.close();
    if (older) await rm(older, { recursive: true, force: true });
  });

  it('gives every earlier request the end of the fifth weekday after the day it was made', async () => {
    older = await migrationsUpTo(BEFORE_DEADLINES);
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into accounts (id, email, first_name, last_name) values ('6b0c1d7e-1f7a-4b43-9a3e-0c7c9d1e2f30', 'a@b.c', 'A', 'B');
      insert into categories (id, name, description, position) values ('c', 'C', 'C', 0);
      insert into coverages (id, category_id, position, benefit_name, details) values ('x', 'c', 0, 'X', '{}');
      insert into service_requests (protocol, account_id, coverage_id, idempotency_key, fingerprint, created_at) values
        ('2026-000001', '6b0c1d7e-1f7a-4b43-9a3e-0c7c9d1e2f30', 'x', 'k1', 'f', '2026-11-25T12:00:00Z'),
        ('2026-000002', '6b0c1d7e-1f7a-4b43-9a3e-0c7c9d1e2f30', 'x', 'k2', 'f', '2026-11-28T02:30:00Z'),
        ('2026-000003', '6b0c1d7e-1f7a-4b43-9a3e-0c7c9d1e2f30', 'x', 'k3', 'f', '2026-11-29T13:00:00Z');
    `);
    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await client.query<{ protocol: string; respond_by: Date }>(
      'select protocol, respond_by from service_requests order by protocol',
    );
    expect(rows.map((row) => [row.protocol, row.respond_by.toISOString()])).toEqual([
      // Wednesday 25 November: Thursday to Wednesday 2 December, ending at its midnight (03:00 UTC).
      ['2026-000001', '2026-12-03T03:00:00.000Z'],
      // 23:30 on Friday 27 in São Paulo (Saturday in UTC): Monday 30 to Friday 4 December.
      ['2026-000002', '2026-12-05T03:00:00.000Z'],
      // Sunday 29: Monday 30 to Friday 4 December.
      ['2026-000003', '2026-12-05T03:00:00.000Z'],
    ]);
  });
});
