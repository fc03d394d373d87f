import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Where the API tests' workers find the template (set by the global set-up below). */
export const PGLITE_TEMPLATE_VARIABLE = 'API_TEST_PGLITE_TEMPLATE';

/**
 * Global set-up: one migrated PGlite data directory, dumped once per run, each test file's database starts
 * from (decision 021). Packages only: a global set-up loads without the `source` condition behind `#api/*`.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const directory = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(directory, 'migrated.tar.gz');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.resolve(import.meta.dirname, '../../drizzle') });
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;
  return () => rm(directory, { recursive: true, force: true });
}
