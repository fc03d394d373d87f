import { readFile } from 'node:fs/promises';
import { createEmptyPostgresDatabase, createPostgresDatabase, postgresServerUrl } from '@game-assist/test-support';
import { loadConfig } from '#api/config.js';
import { openDatabase, type DatabaseHandle, type PostgresDatabaseOptions } from '#api/db/client.js';
import { seedDatabase } from '#api/db/seed/index.js';
import { PGLITE_TEMPLATE_VARIABLE } from './pglite-template.js';
import { POSTGRES_TEMPLATE_VARIABLE } from './postgres-template.js';

/** The PostgreSQL settings the server uses when none are configured (config.ts holds the defaults). */
export function defaultPostgresSettings(): Pick<
  PostgresDatabaseOptions,
  'poolSize' | 'connectTimeoutMs' | 'statementTimeoutMs'
> {
  const config = loadConfig({ NODE_ENV: 'test' });
  return {
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}

/** The migrated PGlite data directory pglite-template.ts dumped for this run, if it did. */
let template: Promise<Blob | undefined> | undefined;
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_VARIABLE];
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

export interface TestDatabase extends DatabaseHandle {
  /** The throw-away PostgreSQL database's URL (other processes may open it); undefined on PGlite. */
  url: string | undefined;
  destroy(): Promise<void>;
}

export { createEmptyPostgresDatabase, postgresServerUrl };

/** A new migrated database on `serverUrl`: a copy of the run's template when it is there, else empty. */
function createMigratedPostgresDatabase(serverUrl: string) {
  const made = process.env[POSTGRES_TEMPLATE_VARIABLE];
  const template = made ? (JSON.parse(made) as { server: string; name: string }) : undefined;
  return createPostgresDatabase(serverUrl, { template: template?.server === serverUrl ? template.name : undefined });
}

/** A fresh, migrated, seeded database per test file: PGlite in memory, or a new one on DATABASE_URL's server. */
export async function createTestDatabase(
  options: {
    seed?: boolean;
    /** PostgreSQL even without DATABASE_URL (see postgresServerUrl). */ postgres?: boolean;
  } = {},
): Promise<TestDatabase> {
  const serverUrl = options.postgres ? await postgresServerUrl() : process.env.DATABASE_URL;
  const created = serverUrl ? await createMigratedPostgresDatabase(serverUrl) : undefined;
  const handle = created
    ? await openDatabase({ ...defaultPostgresSettings(), databaseUrl: created.url, dataDir: 'memory://', poolSize: 20 })
    : await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  if (options.seed !== false) await seedDatabase(handle.db, { demoSubscriber: true });
  let destroyed: Promise<void> | undefined;
  return {
    ...handle,
    url: created?.url,
    // Once: an app's close() destroys the database it opened, and suiteApp's afterAll asks again.
    destroy: () => (destroyed ??= handle.close().then(() => created?.drop())),
  };
}
