import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describeCause, safeDatabaseUrl, StartupError } from '#api/lib/startup-error.js';
import { runAfterCommit } from './after-commit.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { statementsTakeTurns } from './pglite-turns.js';
import { boundTransactions } from './write-queue.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can compose them inside one transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: its data directory as one gzipped tar, taken between two queries (npm run backup). */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Taken around migrations and the seed, so processes starting together apply them once. */
export const STARTUP_LOCK = 7_150_425_001;

export interface EmbeddedDatabaseOptions {
  databaseUrl?: undefined;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir: string;
  /** A data directory dumped by `dumpDataDir` to start from (the API tests' migrated template). */
  loadDataDir?: Blob;
  /** Transactions begun and not ended past which a new one is answered 503 (default 500). */
  maxPendingTransactions?: number;
}

/** No defaults here: they live in config.ts. */
export interface PostgresDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  /** How long opening a connection may take (ms); waiting for a busy pool is not limited. */
  connectTimeoutMs: number;
  /** The server cancels any statement running longer (ms); 0 = no limit. Migrations are exempt. */
  statementTimeoutMs: number;
  maxPendingTransactions?: number;
  loadDataDir?: never;
}

export type DatabaseOptions = EmbeddedDatabaseOptions | PostgresDatabaseOptions;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite');
  let client: PGlite;
  try {
    if (dir) await mkdir(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    throw new StartupError(`Cannot open the embedded database in ${dir ?? 'memory'}: ${describeCause(error)}`, {
      cause: error,
    });
  }
  statementsTakeTurns(client);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new StartupError(`Cannot apply the database migrations: ${describeCause(error)}`, { cause: error });
  }
  return {
    ...handleTail(db, options, 'pglite'),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(databaseUrl: string, options: PostgresDatabaseOptions): Promise<DatabaseHandle> {
  const where = safeDatabaseUrl(databaseUrl);
  const connectionTimeoutMillis = options.connectTimeoutMs;
  // Migrations get their own connection without the statement timeout: an index build may be long.
  const migrator = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis });
  migrator.on('error', () => undefined);
  // pg words a connect timeout differently depending on how far the connection got; this says it plainly.
  let timedOut = false;
  const timer = setTimeout(() => (timedOut = true), connectionTimeoutMillis);
  try {
    await migrator.connect();
  } catch (error) {
    await migrator.end().catch(() => undefined);
    const cause = timedOut
      ? `no answer within ${connectionTimeoutMillis} ms (DATABASE_CONNECT_TIMEOUT_MS)`
      : describeCause(error);
    throw new StartupError(`Cannot connect to the database at ${where}: ${cause}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  try {
    await migrator.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await migratePg(drizzlePg({ client: migrator }), { migrationsFolder });
  } catch (error) {
    throw new StartupError(`Cannot apply the database migrations to ${where}: ${describeCause(error)}`, {
      cause: error,
    });
  } finally {
    await migrator.end().catch(() => undefined);
  }

  // On the client, not the pool, which would also time out a burst queued behind a busy pool (500s).
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis });
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize,
    Client: TimedClient,
    statement_timeout: options.statementTimeoutMs,
    // A silently dropped connection is noticed in seconds, not the system's 2 hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A lost connection must not crash the process: the statement in progress, or the next, fails with 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return { ...handleTail(db, options, 'postgres'), close: () => pool.end() };
}

/** What both kinds of handle share: the after-commit hooks, the bound on waiting transactions, ping. */
function handleTail(drizzleDb: unknown, options: DatabaseOptions, kind: DatabaseHandle['kind']) {
  const db = drizzleDb as Database;
  runAfterCommit(db as unknown as Parameters<typeof runAfterCommit>[0]);
  boundTransactions(db as unknown as Parameters<typeof boundTransactions>[0], options.maxPendingTransactions ?? 500);
  return { db, kind, ping: () => ping(db) };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
