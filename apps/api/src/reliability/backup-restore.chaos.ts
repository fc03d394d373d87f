import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '#api/db/pglite-extensions.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from '#api/db/backup.js';
import type { ServerProcess } from '#api/test/server-process.js';
import {
  cleanUp,
  paidSubscribers,
  recordFigures,
  send,
  sleep,
  startChaosServer,
  startCluster,
  type Cluster,
  type Session,
} from './chaos.test-support.js';

/** Backups under write load and restores, on PGlite and PostgreSQL (docs/reliability.md, 'Backups that restore'). */
const API_ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const OPERATOR = 'operador-backup@exemplo.com.br';

/** The ops command from source, as `npm run backup` / `restore` runs it from the build. */
async function ops(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/ops.ts', ...args], {
      cwd: API_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, said: stdout.trim() };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, said: String(failed.stderr ?? '').trim() };
  }
}

/** Every table's rows as text, ordered: two databases are alike when these are equal. */
const SNAPSHOT_SQL = `select schemaname || '.' || tablename as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by 1`;
const rowsSql = (table: string) => {
  const quoted = table
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
  return `select coalesce(json_agg(t::text order by t::text), '[]')::text as rows from ${quoted} t`;
};

async function snapshot(query: (text: string) => Promise<Record<string, unknown>[]>) {
  const tables: Record<string, string> = {};
  for (const { name } of (await query(SNAPSHOT_SQL)) as { name: string }[]) {
    tables[name] = String(((await query(rowsSql(name))) as { rows: string }[])[0]!.rows);
  }
  return tables;
}

const rowCount = (tables: Record<string, string>) =>
  Object.values(tables).reduce((sum, rows) => sum + (JSON.parse(rows) as unknown[]).length, 0);

/** Subscribers writing service requests one after another until `running()` is false: the keys acknowledged, in order. */
function writeLoad(url: string, people: Session[], running: () => boolean) {
  const acknowledged: { key: string; id: string; at: number }[] = [];
  const done = Promise.all(
    people.map(async (person, p) => {
      for (let n = 0; running(); n += 1) {
        const key = randomUUID();
        const answer = await send(`${url}/api/atendimentos`, {
          method: 'POST',
          token: person.token,
          key,
          body: { coverageId: 'suporte-online', note: `backup ${p}-${n}` },
        });
        if (answer.status === 201) acknowledged.push({ key, id: (answer.body as { id: string }).id, at: Date.now() });
      }
    }),
  );
  return { acknowledged, done };
}

describe('backup and restore of the embedded database (PGlite)', () => {
  let dataDir: string;
  let otherDir: string;
  let backupDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chaos-backup-'));
    otherDir = await mkdtemp(path.join(tmpdir(), 'chaos-restored-'));
    backupDir = await mkdtemp(path.join(tmpdir(), 'chaos-backups-'));
    server = await startChaosServer(dataDir, OPERATOR);
  }, 90_000);
  afterAll(async () => {
    await cleanUp(server, [dataDir, otherDir, backupDir]);
  });

  it('backs up under write load through the running server, restores into an empty directory only, and matches table for table', async () => {
    const running = server!;
    const people = await paidSubscribers(running, OPERATOR, 'backup-pglite', 2);
    let writing = true;
    const load = writeLoad(running.url, people, () => writing);
    await sleep(1_000);
    const beganAt = Date.now();
    const backup = await ops({ DATA_DIR: dataDir }, 'backup', '--out', backupDir);
    await sleep(500);
    writing = false;
    await load.done;
    expect(backup.code, backup.said).toBe(0);
    expect(backup.said).toContain('from the running server');
    const [underLoad] = await readdir(backupDir);
    expect(underLoad).toMatch(/^game-assist-pglite-\d{8}T\d{6}Z\.tar\.gz$/);

    const file = path.join(backupDir, underLoad!);
    await expect(restorePglite(dataDir, file, false)).rejects.toThrow('a server is running');
    expect(await restorePglite(otherDir, file, false)).toBe('');
    await expect(restorePglite(otherDir, file, false)).rejects.toThrow('not empty');

    const restoredDb = await PGlite.create(path.join(otherDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    const inBackup = await snapshot(async (text) => (await restoredDb.query<Record<string, unknown>>(text)).rows);
    await restoredDb.close();
    const before = load.acknowledged.filter((write) => write.at < beganAt);
    const missing = before.filter((write) => !inBackup['public.service_requests']!.includes(write.id));
    expect(before.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);

    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
    server = undefined;
    const quietFile = path.join(backupDir, 'quiet.tar.gz');
    expect((await backupPglite(dataDir, quietFile)).via).toContain('no server running');
    expect(await restorePglite(otherDir, quietFile, true)).toContain('moved to');
    const original = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    const copy = await PGlite.create(path.join(otherDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    const want = await snapshot(async (text) => (await original.query<Record<string, unknown>>(text)).rows);
    const got = await snapshot(async (text) => (await copy.query<Record<string, unknown>>(text)).rows);
    await original.close();
    await copy.close();
    expect(Object.keys(got)).toEqual(Object.keys(want));
    for (const table of Object.keys(want)) expect(got[table], table).toBe(want[table]);

    await recordFigures(
      'backup-pglite',
      `${load.acknowledged.length} service requests acknowledged under load, ${before.length} before the backup began, ` +
        `all ${before.length} in it (${rowCount(inBackup)} rows); restore refused while the server ran and into a ` +
        `non-empty directory; the quiet backup restored ${Object.keys(want).length} tables, ${rowCount(want)} rows, ` +
        `every one equal`,
    );
  }, 60_000);
});

describe('backup and restore of PostgreSQL (pg_dump custom format)', () => {
  let cluster: Cluster;
  let dataDir: string;
  let backupDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    cluster = await startCluster(['initdb', 'pg_ctl', 'pg_dump', 'pg_restore']);
    dataDir = await mkdtemp(path.join(tmpdir(), 'chaos-backup-pg-'));
    backupDir = await mkdtemp(path.join(tmpdir(), 'chaos-backups-pg-'));
    server = await startChaosServer(dataDir, OPERATOR, { DATABASE_URL: cluster.url });
  }, 90_000);
  afterAll(async () => {
    await cluster?.destroy();
    await cleanUp(server, [dataDir, backupDir]);
  });

  it('backs up under write load, restores into an empty database only, and matches table for table', async () => {
    const running = server!;
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, PG_BIN: cluster.bin };
    const people = await paidSubscribers(running, OPERATOR, 'backup-pg', 3);
    let writing = true;
    const load = writeLoad(running.url, people, () => writing);
    await sleep(1_000);
    const beganAt = Date.now();
    const backup = await ops(env, 'backup', '--out', backupDir);
    await sleep(500);
    writing = false;
    await load.done;
    expect(backup.code, backup.said).toBe(0);
    const [underLoad] = await readdir(backupDir);
    expect(underLoad).toMatch(/^game-assist-postgres-\d{8}T\d{6}Z\.dump$/);

    const refused = await ops(env, 'restore', path.join(backupDir, underLoad!));
    expect(refused.code).toBe(1);
    expect(refused.said).toContain('restore into an empty database');

    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query('create database restored_under_load');
      await admin.query('create database restored_quiet');
    } finally {
      await admin.end();
    }
    const urlOf = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
    const restored = await ops(
      { ...env, DATABASE_URL: urlOf('restored_under_load') },
      'restore',
      path.join(backupDir, underLoad!),
    );
    expect(restored.code, restored.said).toBe(0);

    const query = (url: string) => async (text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(text)).rows;
      } finally {
        await client.end();
      }
    };
    const inBackup = await snapshot(query(urlOf('restored_under_load')));
    const before = load.acknowledged.filter((write) => write.at < beganAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((write) => !inBackup['public.service_requests']!.includes(write.id))).toEqual([]);

    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
    server = undefined;
    await rm(backupDir, { recursive: true, force: true });
    const quiet = await ops(env, 'backup', '--out', backupDir);
    expect(quiet.code, quiet.said).toBe(0);
    const [quietFile] = await readdir(backupDir);
    const copied = await ops(
      { ...env, DATABASE_URL: urlOf('restored_quiet') },
      'restore',
      path.join(backupDir, quietFile!),
    );
    expect(copied.code, copied.said).toBe(0);
    const want = await snapshot(query(cluster.url));
    const got = await snapshot(query(urlOf('restored_quiet')));
    expect(Object.keys(got)).toEqual(Object.keys(want));
    for (const table of Object.keys(want)) expect(got[table], table).toBe(want[table]);

    await recordFigures(
      'backup-postgres',
      `${load.acknowledged.length} service requests acknowledged under load, ${before.length} before the backup began, ` +
        `all ${before.length} in it (${rowCount(inBackup)} rows); restore refused into the non-empty database; the ` +
        `quiet backup restored ${Object.keys(want).length} tables, ${rowCount(want)} rows, every one equal`,
    );
  }, 60_000);
});
