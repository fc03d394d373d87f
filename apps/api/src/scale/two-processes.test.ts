import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '@game-assist/test-support';
import { createEmptyPostgresDatabase, postgresServerUrl } from '#api/test/database.js';
import { openTestRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '#api/test/redis.js';
import { startServerProcess, type ServerProcess } from '#api/test/server-process.js';

/**
 * Two real server processes behind one (imaginary) load balancer, on one fresh PostgreSQL
 * database, one Redis and one SMTP server, as a deployment runs them: started together (they share
 * the migrations), the same secrets from the environment, client addresses from X-Forwarded-For.
 */
const OTP_LIMIT = 10;
const PREFIX = uniqueRedisPrefix('two-processes');
const PASSWORD = 'Segura#2026';

let database: { url: string; drop(): Promise<void> };
let redisChecks: Awaited<ReturnType<typeof openTestRedis>>;
let smtp: SmtpCapture;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

/** A client address of its own for each part of the test (a documentation range, sent as a header only). */
let nextAddress = 0;
const clientAddress = () => `203.0.113.${(nextAddress += 1)}`;

async function startProcess(): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ga-two-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    SMTP_URL: smtp.url,
    TRUSTED_PROXIES: '127.0.0.1',
    // Shared by every process, as a deployment's secrets must be.
    JWT_SECRET: 'two-processes-jwt-secret-0123456789abcdef',
    OTP_HMAC_KEY: 'two-processes-otp-key-0123456789abcdef01',
    OTP_IP_LIMIT_PER_HOUR: String(OTP_LIMIT),
  });
}

beforeAll(async () => {
  database = await createEmptyPostgresDatabase(await postgresServerUrl());
  redisChecks = await openTestRedis(PREFIX);
  smtp = await startSmtpCapture();
  // Both start at once on the empty database: one applies the migrations and the seed.
  [a, b] = await Promise.all([startProcess(), startProcess()]);
}, 120_000);
afterAll(async () => {
  for (const server of [a, b]) {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await smtp?.close();
  await redisChecks?.cleanup();
  await database?.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function post(server: ServerProcess, route: string, body: unknown, from: string, token?: string) {
  return fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const requestCode = (server: ServerProcess, email: string, from: string) =>
  post(server, '/auth/request-otp', { identifier: email, type: 'email' }, from);

/** The mails the SMTP server has accepted for `email`, decoded enough to read the code. */
function mailsTo(email: string): string[] {
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=C3=A9/g, 'é')
        .replace(/=C3=B3/g, 'ó'),
    );
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (const deadline = Date.now() + 30_000; ;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('two processes on one PostgreSQL database and one Redis', () => {
  it('a code requested through one verifies through the other, and the session works on both', async () => {
    const from = clientAddress();
    const email = 'dois-processos@exemplo.com.br';
    const names = { firstName: 'Ana', lastName: 'Souza' };
    expect((await post(a, '/singup', { email, password: PASSWORD, ...names }, from)).status).toBe(201);
    expect((await requestCode(a, email, from)).status).toBe(201);
    const code = await until(
      () =>
        mailsTo(email)
          .at(-1)
          ?.match(/código de acesso é: (\d{6})/)?.[1],
      'the code mailed by either process',
    );
    const verified = await post(b, '/auth/verify-otp', { identifier: email, type: 'email', otp: code }, from);
    expect(verified.status).toBe(201);
    const session = (await verified.json()) as { access_token: string; refresh_token: string };
    const profile = await fetch(`${a.url}/api/assinante`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(profile.status).toBe(200);
    const refreshed = await post(a, '/refresh-token', { refreshToken: session.refresh_token }, from);
    expect(refreshed.status).toBe(200);
    // The rotated token A issued works on B.
    const rotated = (await refreshed.json()) as { refresh_token: string };
    expect((await post(b, '/refresh-token', { refreshToken: rotated.refresh_token }, from)).status).toBe(200);
  });

  it(`requests alternating between them share one per-IP limit: exactly ${OTP_LIMIT} succeed`, async () => {
    const from = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < OTP_LIMIT + 6; i += 1) {
      const response = await requestCode(i % 2 ? b : a, `limite-${i}@exemplo.com.br`, from);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(OTP_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('20 codes requested across both produce exactly 20 mails', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `vinte-${i}-${randomBytes(3).toString('hex')}@exemplo.com.br`);
    // Two client addresses, each within its limit, every request to the other process than the last.
    const sources = [clientAddress(), clientAddress()];
    const answers = await Promise.all(
      emails.map((email, i) => requestCode(i % 2 ? b : a, email, sources[i % 2] as string)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    // Until both outboxes have sent everything; a mail sent twice would be there by then.
    await until(async () => {
      const [pending] = await query<{ count: number }>(
        'select count(*)::int as count from mail_outbox where sent_at is null and failed_at is null',
      );
      return pending?.count === 0 ? true : undefined;
    }, 'every mail sent');
    expect(emails.map((email) => mailsTo(email).length)).toEqual(emails.map(() => 1));
  });

  /**
   * Throughput of one process against two, in the same run on the same machine (not an assertion:
   * the figures go to docs/scaling.md). Code requests: a database write, a mail in the outbox and a
   * rate-limit count in Redis each.
   */
  it('figures: code requests per second through one process and through both', async () => {
    const requests = 800;
    const concurrency = 16;
    const measure = async (servers: ServerProcess[], label: string) => {
      let next = 0;
      let ok = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = next++; i < requests; i = next++) {
            const server = servers[i % servers.length] as ServerProcess;
            const response = await requestCode(server, `medida-${label}-${i}@exemplo.com.br`, `198.51.100.${i % 200}`);
            if (response.status === 201) ok += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      return {
        processes: servers.length,
        requests,
        ok,
        seconds: Number(seconds.toFixed(2)),
        perSecond: Math.round(requests / seconds),
      };
    };
    const one = await measure([a], 'one');
    const two = await measure([a, b], 'two');
    expect(one.ok).toBe(requests);
    expect(two.ok).toBe(requests);
    const figures = { concurrency, one, two };
    process.stdout.write(`two-process figures: ${JSON.stringify(figures)}\n`);
    if (process.env.TWO_PROCESS_FIGURES)
      await writeFile(process.env.TWO_PROCESS_FIGURES, JSON.stringify(figures, null, 2));
  });

  it('both serve a new offer version within 5 s of its start (#68)', async () => {
    const categoryOf = async (server: ServerProcess) =>
      ((await (await fetch(`${server.url}/api/coberturas`)).json()) as { categories: { name: string }[] }).categories[0]
        ?.name;
    expect(await categoryOf(a)).toBe(await categoryOf(b));
    // Scheduled a second ahead, as 'Publicar' with a date writes it: the job puts it in force, every process reads it.
    const [scheduled] = await query<{ starts: Date }>(
      `insert into offer_versions (number, content, based_on, published_at, published_by_email, vigente_desde)
       select 2, jsonb_set(content, '{categories,0,name}', '"Saúde e cuidado"'), 1, now(), 'teste@exemplo.com.br',
         now() + interval '1 second'
       from offer_versions where number = 1
       returning vigente_desde as starts`,
    );
    const deadline = (scheduled?.starts.getTime() ?? 0) + 5_000;
    const served = new Set<string>();
    while (served.size < 2 && Date.now() < deadline + 2_000) {
      for (const [name, server] of [
        ['a', a],
        ['b', b],
      ] as const)
        if ((await categoryOf(server)) === 'Saúde e cuidado' && !served.has(name)) {
          served.add(name);
          expect(Date.now(), `process ${name}`).toBeLessThanOrEqual(deadline);
        }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('one killed with SIGKILL under load leaves the other answering, and no acknowledged write is lost', async () => {
    const from = clientAddress();
    const emails = Array.from({ length: 60 }, (_, i) => `carga-${i}@exemplo.com.br`);
    const acknowledged: string[] = [];
    let cut = 0;
    let killed = false;
    // Sign-ups spread over both; at the 15th acknowledgement, A is killed with the rest in flight.
    await Promise.all(
      emails.map(async (email, i) => {
        const target = i % 2 ? b : a;
        try {
          const response = await post(
            target,
            '/singup',
            { email, password: PASSWORD, firstName: 'C', lastName: 'T' },
            from,
          );
          if (response.status === 201) acknowledged.push(email);
          if (acknowledged.length === 15 && !killed) {
            killed = true;
            a.child.kill('SIGKILL');
          }
        } catch {
          // Cut by the kill: never acknowledged.
          cut += 1;
        }
      }),
    );
    expect(killed).toBe(true);
    expect(cut, 'requests in flight to the killed process').toBeGreaterThan(0);
    expect((await a.exited).signal).toBe('SIGKILL');

    // B still answers, reads and writes.
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    const after = 'depois-do-kill@exemplo.com.br';
    expect(
      (await post(b, '/singup', { email: after, password: PASSWORD, firstName: 'D', lastName: 'K' }, from)).status,
    ).toBe(201);
    const stored = await query<{ email: string }>('select email from accounts where email = any($1)', [
      [...acknowledged, after],
    ]);
    expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged, after].sort());
  });
});
