import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { accounts } from '../db/schema.js';
import { startServerProcess } from '../test/server-process.js';

/**
 * Kill the real server with SIGKILL in the middle of 200 concurrent sign-ups, restart it
 * on the same data, and check that nothing it acknowledged was lost or doubled.
 */
const PASSWORD = 'Segura#2026';
const SIGNUPS = 200;

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'crash-'));
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `ga_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });

async function signUp(url: string, email: string): Promise<'acknowledged' | 'failed'> {
  try {
    const response = await fetch(`${url}/api/singup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Crash', lastName: 'Teste' }),
    });
    return response.status === 201 ? 'acknowledged' : 'failed';
  } catch {
    return 'failed';
  }
}

describe(`crash safety (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('keeps every acknowledged sign-up across a SIGKILL, once each', async () => {
    const first = await startServerProcess(env());
    const emails = Array.from({ length: SIGNUPS }, (_, i) => `crash-${i}@exemplo.com.br`);
    const outcomes = emails.map((email) => signUp(first.url, email));
    // Kill once part of the work is acknowledged and part is still in flight.
    let acknowledgedBeforeKill = 0;
    outcomes.forEach(
      (outcome) => void outcome.then((result) => result === 'acknowledged' && (acknowledgedBeforeKill += 1)),
    );
    const deadline = Date.now() + 30_000;
    while (acknowledgedBeforeKill < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await first.exited;
    const results = await Promise.all(outcomes);
    const acknowledged = emails.filter((_, i) => results[i] === 'acknowledged');
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.length, 'the kill should interrupt some sign-ups').toBeLessThan(SIGNUPS);

    const second = await startServerProcess(env());
    try {
      for (const email of acknowledged) {
        const login = await fetch(`${second.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(login.status, email).toBe(200);
      }
      // The interrupted ones can simply be tried again.
      const retried = emails.find((_, i) => results[i] === 'failed')!;
      expect(['acknowledged', 'failed']).toContain(await signUp(second.url, retried));
    } finally {
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    }

    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await database.db
        .select({ email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.email, emails));
      const stored = rows.map((row) => row.email);
      expect(new Set(stored).size).toBe(stored.length);
      for (const email of acknowledged) expect(stored).toContain(email);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('finishes in-flight requests on SIGTERM: no connection is reset', async () => {
    const server = await startServerProcess(env());
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server.url}/api/singup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `term-${i}@exemplo.com.br`, password: PASSWORD, firstName: 'T', lastName: 'S' }),
      }).then(
        (response) => response.status,
        (error: unknown) => `network error: ${String((error as { cause?: unknown }).cause ?? error)}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((status) => typeof status === 'string')).toEqual([]);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
