import {
  createEmptyPostgresDatabase,
  freePort,
  spawnNode,
  stopProcess,
  waitUntilHealthy,
} from '@game-assist/test-support';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The operator the bench's subscribers are paid by (lib/mailbox.ts). */
export const BENCH_OPERATOR_EMAIL = 'bench-operador@exemplo.com.br';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The product's environment in the bench: production, loopback, the bench's operator and PIX key. */
export function productEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // A production start needs a mail server; measures that mail pass their own (SMTP_URL).
    SMTP_URL: 'smtp://127.0.0.1:9',
    // And a way to take payments: the built-in PIX, confirmed by the bench's operator.
    PIX_KEY: 'financeiro@exemplo.com.br',
    OPERATOR_EMAILS: BENCH_OPERATOR_EMAIL,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Its own PGlite in DATA_DIR unless a measure names a database (ownDatabase): a DATABASE_URL
    // set for the bench's run is for the measures that compare databases, not for every product.
    DATABASE_URL: '',
    OTP_IP_LIMIT_PER_HOUR: '100000',
    AUTH_IP_LIMIT_PER_HOUR: '100000',
    ...env,
  };
}

/** Starts the built product (API + SPA) on a free loopback port with a fresh data directory. */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // A caller that prepared its own data directory (DATA_DIR) keeps and removes it itself.
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'bench-data-')));
  const server = spawnNode([path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: productEnv(port, dataDir, env),
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a loaded machine takes a minute to migrate and seed a new database.
  await waitUntilHealthy(`${url}/api/health`, server, { timeoutMs: 180_000 });
  return {
    url,
    async stop() {
      await stopProcess(server);
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the writes' floor (write-floor-server.ts) with the product's environment: `env.DATA_DIR`
 * must hold the product's secrets (and, on PGlite, a copy of its database).
 */
export async function startWriteFloor(env: Record<string, string> & { DATA_DIR: string }): Promise<RunningServer> {
  const port = await freePort();
  const floor = spawnNode(['--import', 'tsx', path.join(ROOT, 'bench/lib/write-floor-server.ts')], {
    cwd: ROOT,
    env: productEnv(port, env.DATA_DIR, env),
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(`${url}/health`, floor, { timeoutMs: 180_000 });
  return { url, stop: async () => void (await stopProcess(floor)) };
}

export interface BenchDatabase {
  label: string;
  id: 'pglite' | 'postgres';
  env: Record<string, string>;
}

/** The databases the API measures run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function benchDatabases(): BenchDatabase[] {
  const databases: BenchDatabase[] = [{ label: 'embedded PGlite', id: 'pglite', env: { DATABASE_URL: '' } }];
  if (process.env.DATABASE_URL)
    databases.push({ label: 'PostgreSQL', id: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });
  return databases;
}

/**
 * A measure's own database of `database`'s kind: on PostgreSQL a new, empty one on that server, so
 * no earlier measure's or run's rows (the bench's operator among them) are there; dropped by `drop`.
 * PGlite's is the product's fresh DATA_DIR.
 */
export async function ownDatabase(
  database: BenchDatabase,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!database.env.DATABASE_URL) return { env: database.env, drop: async () => undefined };
  const created = await createEmptyPostgresDatabase(database.env.DATABASE_URL);
  return { env: { DATABASE_URL: created.url }, drop: () => created.drop() };
}
