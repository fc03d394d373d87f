import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#api/db/client.js';
import { accounts, otpCodes, subscribers } from '#api/db/schema/index.js';
import { createEmptyPostgresDatabase, defaultPostgresSettings } from '#api/test/database.js';
import { codeFromLog, startServerProcess, type ServerProcess } from '#api/test/server-process.js';

/**
 * Kill the real server with SIGKILL in the middle of concurrent writes (sign-ups, then
 * profile updates), restart it on the same data, and check that nothing it acknowledged was
 * lost, doubled or half-written. Then stop it with SIGTERM under load: in-flight requests finish.
 */
const PASSWORD = 'Segura#2026';
const SIGNUPS = 200;
/** Signed-in subscribers whose profiles are updated concurrently when the server is killed. */
const PATCHERS = 12;

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'crash-'));
  if (process.env.DATABASE_URL) {
    const created = await createEmptyPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

// Development: without SMTP_URL the server prints its mail, whose codes the tests read back.
const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', NODE_ENV: 'development', SMTP_URL: '' });
/** The stored rows read without the server. */
const openStored = () => openDatabase({ ...defaultPostgresSettings(), databaseUrl, dataDir });
/** The restarted server stopped by SIGTERM, which it must take cleanly. */
async function stopCleanly(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

/** One request as the client saw it: an answer, or a network error with its code. */
interface Outcome {
  status?: number;
  retryAfter?: string | null;
  connectionClose?: boolean;
  /** e.g. ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET. */
  error?: string;
  startedAt: number;
  endedAt: number;
  body?: unknown;
}

async function send(url: string, init: { method: string; body: unknown; token?: string }): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      connectionClose: response.headers.get('connection')?.toLowerCase() === 'close',
      startedAt,
      endedAt: performance.now(),
      body,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; name?: string } }).cause;
    return { error: cause?.code ?? cause?.name ?? String(error), startedAt, endedAt: performance.now() };
  }
}

const signUp = (url: string, email: string) =>
  send(`${url}/api/singup`, {
    method: 'POST',
    body: { email, password: PASSWORD, firstName: 'Crash', lastName: 'Teste' },
  });

/** What the n-th update of subscriber s writes: every field names the same update. */
function profile(s: number, n: number) {
  const day = new Date(Date.UTC(1960, 0, 1) + (s * 1000 + n) * 86_400_000).toISOString().slice(0, 10);
  return { nome: `Assinante ${s} v${n}`, telefone: `t-${s}-${n}`, endereco: `Rua ${s}, ${n}`, nascimento: day };
}

/** Which update a stored profile is, or -1 when its fields come from different updates (or none). */
function versionOf(s: number, row: { nome: string; telefone: string; endereco: string; nascimento: string | null }) {
  const n = Number(/^Assinante \d+ v(\d+)$/.exec(row.nome)?.[1] ?? -1);
  const expected = n >= 0 ? profile(s, n) : undefined;
  const same =
    expected &&
    row.telefone === expected.telefone &&
    row.endereco === expected.endereco &&
    row.nascimento === expected.nascimento;
  return same ? n : -1;
}

describe(`crash safety (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('keeps every acknowledged sign-up across a SIGKILL, once each', async () => {
    const first = await startServerProcess(env());
    const emails = Array.from({ length: SIGNUPS }, (_, i) => `crash-${i}@exemplo.com.br`);
    // Kill at the 20th acknowledgement, synchronously, while the rest are still in flight.
    let acknowledgedBeforeKill = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    const outcomes = emails.map((email) =>
      signUp(first.url, email).then((outcome) => {
        if (outcome.status === 201 && (acknowledgedBeforeKill += 1) === 20) {
          killedAt = performance.now();
          first.child.kill('SIGKILL');
        }
        return outcome;
      }),
    );
    const results = await Promise.all(outcomes);
    if (killedAt === Number.POSITIVE_INFINITY) first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // Every answer is a success; the only failures are connections the kill cut.
    const answered = results.filter((result) => result.status !== undefined);
    expect(answered.map((result) => result.status).filter((status) => status !== 201)).toEqual([]);
    const cut = results.filter((result) => result.error !== undefined);
    expect(cut.filter((result) => result.endedAt < killedAt)).toEqual([]);
    const acknowledged = emails.filter((_, i) => results[i]!.status === 201);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(cut.length, 'the kill should interrupt some sign-ups').toBeGreaterThan(0);

    const second = await startServerProcess(env());
    let retriedStatuses: (number | string)[] = [];
    try {
      // The interrupted ones are simply tried again: created now (201), or already stored by the
      // unacknowledged attempt, whose code was mailed less than a minute ago (429, try later).
      // Never a 5xx, never a cut connection.
      const interrupted = emails.filter((_, i) => results[i]!.status !== 201);
      const retried = await Promise.all(interrupted.map((email) => signUp(second.url, email)));
      retriedStatuses = retried.map((result) => result.status ?? result.error!);
      expect(retriedStatuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    } finally {
      await stopCleanly(second);
    }

    const database = await openStored();
    try {
      const rows = await database.db
        .select({ email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.email, emails));
      const stored = rows.map((row) => row.email);
      // After the retries, every address exists exactly once.
      expect(stored.length).toBe(SIGNUPS);
      expect(new Set(stored).size).toBe(SIGNUPS);
      // And every acknowledged sign-up kept the confirmation code it was answered with.
      const codes = await database.db
        .select({ identifier: otpCodes.identifier })
        .from(otpCodes)
        .where(inArray(otpCodes.identifier, acknowledged));
      expect(new Set(codes.map((code) => code.identifier))).toEqual(new Set(acknowledged));
    } finally {
      await database.close();
    }
    process.stdout.write(
      `sign-ups: ${SIGNUPS} sent, ${acknowledged.length} acknowledged (SIGKILL at the 20th), ${cut.length} cut; ` +
        `retried: ${retriedStatuses.filter((s) => s === 201).length} created, ${retriedStatuses.filter((s) => s === 429).length} already stored\n`,
    );
  }, 240_000);

  it('keeps the last acknowledged PATCH /assinante of every subscriber across a SIGKILL, never half-written', async () => {
    const first = await startServerProcess(env());
    const sessions: { token: string; accountId: string }[] = [];
    for (let s = 0; s < PATCHERS; s += 1) {
      const email = `patch-${s}@exemplo.com.br`;
      expect((await signUp(first.url, email)).status).toBe(201);
      const outcome = await send(`${first.url}/api/auth/verify-otp`, {
        method: 'POST',
        body: { identifier: email, type: 'email', otp: await codeFromLog(first, email) },
      });
      expect(outcome.status).toBe(201);
      const body = outcome.body as { access_token: string; user: { id: string } };
      sessions.push({ token: body.access_token, accountId: body.user.id });
    }

    // Each subscriber updates its profile again and again, one update at a time (so "the
    // last acknowledged" is well defined); the subscribers run concurrently.
    const lanes = sessions.map(() => ({ acknowledged: -1, outcomes: [] as Outcome[] }));
    let totalAcknowledged = 0;
    let wrongAnswers = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    const kill = () => {
      if (killedAt !== Number.POSITIVE_INFINITY) return;
      killedAt = performance.now();
      first.child.kill('SIGKILL');
    };
    const lane = async (s: number) => {
      for (let n = 0; n < 100_000; n += 1) {
        const outcome = await send(`${first.url}/api/assinante`, {
          method: 'PATCH',
          body: profile(s, n),
          token: sessions[s]!.token,
        });
        lanes[s]!.outcomes.push(outcome);
        if (outcome.status !== 200) return;
        if ((outcome.body as { nome?: string }).nome !== profile(s, n).nome) wrongAnswers += 1;
        lanes[s]!.acknowledged = n;
        totalAcknowledged += 1;
        if (totalAcknowledged >= 300 && lanes.every((l) => l.acknowledged >= 0)) kill();
      }
    };
    try {
      await Promise.all(sessions.map((_, s) => lane(s)));
    } finally {
      kill();
    }
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(wrongAnswers, 'an acknowledged update answered with another profile').toBe(0);

    const all = lanes.flatMap((l) => l.outcomes);
    // Every answer was a success; the only failures are the requests the kill cut.
    expect(all.filter((o) => o.status !== undefined && o.status !== 200).map((o) => o.status)).toEqual([]);
    expect(all.filter((o) => o.error !== undefined && o.endedAt < killedAt)).toEqual([]);
    const cut = all.filter((o) => o.error !== undefined);
    expect(cut.length).toBe(PATCHERS);
    // Some updates were on the wire when the server died (sent before the kill, never answered).
    const inFlight = lanes.map((l) => l.outcomes.at(-1)!.startedAt < killedAt);
    expect(inFlight.some(Boolean), 'the kill should interrupt some updates').toBe(true);

    const second = await startServerProcess(env());
    const held: number[] = [];
    try {
      for (const [s, { token }] of sessions.entries()) {
        const read = await send(`${second.url}/api/assinante`, { method: 'GET', body: undefined, token });
        expect(read.status).toBe(200);
        const version = versionOf(s, read.body as Parameters<typeof versionOf>[1]);
        const { acknowledged } = lanes[s]!;
        // The last acknowledged update, or the one in flight at the kill (committed, unanswered).
        const allowed = inFlight[s] ? [acknowledged, acknowledged + 1] : [acknowledged];
        expect(allowed, `subscriber ${s}`).toContain(version);
        held.push(version);
      }
    } finally {
      await stopCleanly(second);
    }

    // The stored rows themselves, read without the server.
    const database = await openStored();
    try {
      for (const [s, { accountId }] of sessions.entries()) {
        const [row] = await database.db
          .select({
            nome: subscribers.nome,
            telefone: subscribers.telefone,
            endereco: subscribers.endereco,
            nascimento: subscribers.nascimento,
          })
          .from(subscribers)
          .where(eq(subscribers.accountId, accountId));
        expect(row).toBeDefined();
        expect(versionOf(s, row!), `subscriber ${s} stored`).toBe(held[s]);
      }
    } finally {
      await database.close();
    }
    const unacknowledgedCommits = held.filter((version, s) => version === lanes[s]!.acknowledged + 1).length;
    process.stdout.write(
      `PATCH /assinante: ${all.length} sent by ${PATCHERS} subscribers, ${totalAcknowledged} acknowledged, ` +
        `${cut.length} cut by the SIGKILL (${unacknowledgedCommits} of them had committed)\n`,
    );
  }, 240_000);

  it('finishes in-flight requests on SIGTERM under load: no connection is reset', async () => {
    const server = await startServerProcess(env());
    const outcomes: Outcome[] = [];
    let sent = 0;
    let termAt = Number.POSITIVE_INFINITY;
    let acknowledged = 0;
    let signalled!: () => void;
    const warm = new Promise<void>((resolve) => (signalled = resolve));
    // Each worker sends sign-ups back to back (each one is in flight for a password hash)
    // and, like a client honouring Retry-After, stops once the server turns it away.
    const worker = async () => {
      while (sent < 5_000) {
        const outcome = await signUp(server.url, `term-${(sent += 1)}@exemplo.com.br`);
        outcomes.push(outcome);
        if (outcome.status === 201 && (acknowledged += 1) === 20) signalled();
        if (outcome.status !== 201) return;
      }
    };
    const workers = Array.from({ length: 16 }, () => worker());
    // Send SIGTERM once the load is flowing, while the workers keep sending.
    await Promise.race([warm, Promise.all(workers)]);
    termAt = performance.now();
    server.child.kill('SIGTERM');
    await Promise.all(workers);
    expect((await server.exited).code).toBe(0);

    // No reset: the only network error allowed is a refused connection, for a request
    // started after the signal, once the server had stopped listening.
    const errors = outcomes.filter((o) => o.error !== undefined);
    expect(errors.filter((o) => o.error !== 'ECONNREFUSED' || o.startedAt < termAt)).toEqual([]);
    // Every answer is a success or a 503 with Retry-After.
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);
    // Proof that requests were in flight at the signal and were finished, not dropped: they
    // started before it and succeeded with `Connection: close`, which the server only adds
    // once shutdown has begun (requests arriving after it get 503).
    const finishedAfterSignal = outcomes.filter(
      (o) => o.startedAt < termAt && o.status === 201 && o.connectionClose === true,
    );
    expect(finishedAfterSignal.length).toBeGreaterThan(0);
    const lastAnswer = Math.max(...finishedAfterSignal.map((o) => o.endedAt)) - termAt;
    process.stdout.write(
      `SIGTERM under load: ${outcomes.length} sign-ups sent, ${finishedAfterSignal.length} in flight at the signal finished with 201 ` +
        `(the last ${Math.round(lastAnswer)} ms after it), ` +
        `${outcomes.filter((o) => o.status === 503).length} turned away with 503, ${errors.length} refused after close, 0 reset\n`,
    );
  }, 180_000);
});
