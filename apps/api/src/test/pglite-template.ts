import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Where the API tests' workers find the template (set by the global set-up below). */
export const PGLITE_TEMPLATE_VARIABLE = 'API_TEST_PGLITE_TEMPLATE';

/**
 * The API project's global set-up: one migrated PGlite data directory, dumped once per run, that
 * each test file's in-memory database starts from. Creating a PGlite database runs initdb (4–6 s
 * on a loaded machine); loading this dump takes about 1.5 s (decision 021). Not made when the
 * tests run on PostgreSQL. Packages only: a global set-up is loaded without the `source` condition
 * that maps `#api/*` to the sources.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const directory = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(directory, 'migrated.tar.gz');
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.resolve(import.meta.dirname, '../../drizzle') });
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;
  return () => rm(directory, { recursive: true, force: true });
}
