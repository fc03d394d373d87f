import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import pg from 'pg';

// Backups and restores: docs/operations.md.

/** The socket the server answers backup requests on; DATA_DIR's 0700 keeps other users out. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

export class BackupError extends Error {
  override name = 'BackupError';
}

/** `<prefix>-<UTC time>`, e.g. game-assist-pglite-20261126T215301Z. */
export function backupFileName(kind: 'pglite' | 'postgres', at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `game-assist-${kind}-${stamp}${kind === 'pglite' ? '.tar.gz' : '.dump'}`;
}

/** Writes `data` to `file` whole or not at all (a `.partial` renamed at the end), readable by its owner only. */
async function writeWhole(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
}

/** The server's side: answers `{"file": …}` lines with the dump written there. */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Promise<Server> {
  const socketPath = backupSocketPath(dataDir);
  // A socket file a killed server left behind: nothing answers on it any more.
  if (!(await someoneListens(socketPath))) await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    let said = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      said += chunk.toString();
      if (!said.includes('\n')) return;
      void (async () => {
        try {
          const { file } = JSON.parse(said.slice(0, said.indexOf('\n'))) as { file: string };
          const blob = await dump();
          await writeWhole(file, new Uint8Array(await blob.arrayBuffer()));
          log.info({ file, bytes: blob.size }, 'backup written');
          socket.end(`${JSON.stringify({ ok: true, bytes: blob.size })}\n`);
        } catch (error) {
          log.error({ err: error }, 'backup failed');
          socket.end(`${JSON.stringify({ ok: false, error: String((error as Error).message ?? error) })}\n`);
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return server;
}

function someoneListens(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the running server for a backup into `file`; undefined when no server answers. */
function askServer(dataDir: string, file: string): Promise<{ bytes: number } | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    let answer = '';
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ file })}\n`);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.once('error', (error) => (connected ? reject(error) : resolve(undefined)));
    socket.once('end', () => {
      try {
        const said = JSON.parse(answer) as { ok: boolean; bytes?: number; error?: string };
        if (said.ok) resolve({ bytes: said.bytes ?? 0 });
        else reject(new BackupError(`the server could not write the backup: ${said.error}`));
      } catch {
        reject(new BackupError('the server ended the backup without an answer'));
      }
    });
  });
}

/** PGlite: through the running server, else (none runs) from the data directory opened here. */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number; via: string }> {
  const served = await askServer(dataDir, path.resolve(file));
  if (served) return { ...served, via: 'the running server' };
  if (!existsSync(pgliteDir(dataDir))) throw new BackupError(`no embedded database in ${pgliteDir(dataDir)}`);
  const client = await PGlite.create(pgliteDir(dataDir), { extensions: PGLITE_EXTENSIONS });
  try {
    const blob = await client.dumpDataDir('gzip');
    await writeWhole(file, new Uint8Array(await blob.arrayBuffer()));
    return { bytes: blob.size, via: 'the data directory (no server running)' };
  } finally {
    await client.close();
  }
}

/** Restores a PGlite backup into DATA_DIR/pglite: refused while a server runs, or over data unless `force`. */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string> {
  if (await someoneListens(backupSocketPath(dataDir))) {
    throw new BackupError(`a server is running on ${dataDir}: stop it before restoring`);
  }
  const target = pgliteDir(dataDir);
  const existing = await readdir(target).catch(() => []);
  let movedAside = '';
  if (existing.length > 0) {
    if (!force) throw new BackupError(`${target} is not empty: restore into an empty DATA_DIR, or add --force`);
    movedAside = `${target}.before-restore-${Date.now()}`;
    await rename(target, movedAside);
  }
  const blob = new Blob([new Uint8Array(await readFile(file))]);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(target, { loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  return movedAside ? `the data it replaced was moved to ${movedAside}` : '';
}

/** The directory of pg_dump and pg_restore: PG_BIN, else PATH, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresClientBin(env: NodeJS.ProcessEnv = process.env): string {
  const dirs = [env.PG_BIN, ...(env.PATH ?? '').split(path.delimiter)].filter((dir): dir is string => !!dir);
  const system = '/usr/lib/postgresql';
  if (existsSync(system)) {
    const versions = readdirSync(system).filter((name) => /^\d+$/.test(name));
    dirs.push(...versions.sort((a, b) => Number(b) - Number(a)).map((version) => path.join(system, version, 'bin')));
  }
  const found = dirs.find((dir) => existsSync(path.join(dir, 'pg_dump')) && existsSync(path.join(dir, 'pg_restore')));
  if (!found) throw new BackupError('pg_dump and pg_restore were not found: install postgresql-client or set PG_BIN');
  return found;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(
              `${path.basename(program)} failed (${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
            ),
          ),
    );
  });
}

/** PostgreSQL: pg_dump's custom format, one consistent snapshot however busy the database is. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  await run(path.join(postgresClientBin(), 'pg_dump'), [
    '--format=custom',
    `--file=${partial}`,
    `--dbname=${databaseUrl}`,
  ]);
  await rename(partial, file);
  return { bytes: (await stat(file)).size };
}

/** Restores into DATABASE_URL's database: refused when it holds tables unless `force` (which replaces them). */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  try {
    const counted = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    tables = counted.rows[0]!.n;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError(`the database holds ${tables} tables: restore into an empty database, or add --force`);
  }
  const replace = tables > 0 ? ['--clean', '--if-exists'] : [];
  await run(path.join(postgresClientBin(), 'pg_restore'), [
    ...replace,
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
