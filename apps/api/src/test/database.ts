import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle, type PostgresDatabaseOptions } from '../db/client.js';
import { seedDatabase } from '../db/seed/index.js';

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

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the throw-away database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set, a new PostgreSQL database created on that server and dropped after.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let drop = async () => undefined as void;
  if (serverUrl) {
    const name = `ga_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({
      ...defaultPostgresSettings(),
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      poolSize: 20,
    });
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  if (options.seed !== false) await seedDatabase(handle.db);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await drop();
    },
  };
}
