import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnNode } from '@game-assist/test-support';
import { openDatabase } from '#api/db/client.js';
import { createTestDatabase } from '#api/test/database.js';

const API_ROOT = path.resolve(import.meta.dirname, '../../..');
/** A child with the given database only: the suite's own DATABASE_URL (CI sets one) must not leak into a PGlite run. */
const tsx = (args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  return spawnNode(['--conditions=source', '--import', 'tsx', ...args], {
    cwd: API_ROOT,
    env: { ...inherited, ...env },
  });
};

const finished = async (child: ReturnType<typeof tsx>) => {
  const exit = await child.exited;
  return { ...exit, stdout: child.stdout, stderr: child.stderr };
};
const run = (args: string[], env: Record<string, string>) => finished(tsx(args, env));
const WRITER = 'src/modules/audit/audit-writer.test-support.ts';

/** Two writers of 10 acts each, let go together once both have opened the database. */
async function writers(env: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ga-audit-go-'));
  dirs.push(dir);
  const go = path.join(dir, 'go');
  const children = ['a', 'b'].map((tag) => tsx([WRITER, '10', tag, go], env));
  const ends = children.map(finished);
  const deadline = Date.now() + 60_000;
  while (!children.every((child) => child.stdout.includes('ready')) && Date.now() < deadline) {
    if (children.some((child) => child.child.exitCode !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await writeFile(go, '');
  return Promise.all(ends);
}

/** `npm run audit:verify` as the build runs it, here from the sources. */
const auditVerify = (env: Record<string, string>) => run(['src/ops.ts', 'audit-verify'], env);

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('two processes appending to the audit log (#66)', () => {
  it('on PostgreSQL: 20 acts at once from two processes give one chain that audit:verify accepts', async () => {
    const database = await createTestDatabase({ postgres: true, seed: false });
    try {
      const env = { DATABASE_URL: database.url!, NODE_ENV: 'test' };
      const done = await writers(env);
      for (const exit of done) expect(exit, exit.stderr).toMatchObject({ code: 0 });
      const { rows } = (await database.db.execute(
        sql`select id::text as id, request_id, prev_hash, hash from audit_log order by audit_log.id`,
      )) as unknown as { rows: { id: string; request_id: string; prev_hash: string; hash: string }[] };
      expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, n) => String(n + 1)));
      for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
      // Each process's ten entries are all there (whether they interleave is the scheduler's choice).
      expect(
        rows
          .map((row) => row.request_id[0])
          .sort()
          .join(''),
      ).toBe('a'.repeat(10) + 'b'.repeat(10));
      const verified = await auditVerify(env);
      expect(verified, verified.stderr).toMatchObject({ code: 0 });
      expect(verified.stdout).toContain('audit chain verified: 20 entries (entries 1 to 20)');

      // Altered behind the application's back, as a superuser may: audit:verify names the entry and fails.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update audit_log set actor_email = 'outra@exemplo.com.br' where id = 7`);
      });
      const broken = await auditVerify(env);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toMatch(/audit chain broken at entry 7: /);
    } finally {
      await database.destroy();
    }
  }, 120_000);

  it('on PGlite: two processes one after the other (one holds its data directory at a time) keep one chain', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ga-audit-'));
    dirs.push(dir);
    const env = { DATA_DIR: dir, NODE_ENV: 'test' };
    for (const tag of ['a', 'b']) {
      const exit = await run([WRITER, '10', tag], env);
      expect(exit, exit.stderr).toMatchObject({ code: 0 });
    }
    const verified = await auditVerify(env);
    expect(verified, verified.stderr).toMatchObject({ code: 0 });
    expect(verified.stdout).toContain('audit chain verified: 20 entries (entries 1 to 20)');
    const database = await openDatabase({ dataDir: dir });
    try {
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(20);
    } finally {
      await database.close();
    }
  }, 120_000);
});
