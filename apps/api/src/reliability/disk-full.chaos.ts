import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '#api/db/pglite-extensions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '#api/test/server-process.js';
import {
  mountSmallDisk,
  paidSubscribers,
  PASSWORD,
  recordFigures,
  send,
  startChaosServer,
  Tally,
  untilServed,
  type Session,
  type SmallDisk,
} from './chaos.test-support.js';

/** A real full disk under the embedded database (docs/reliability.md, 'A full disk under the embedded database'). */
const OPERATOR = 'operador-disco@exemplo.com.br';
const SUBSCRIBERS = 3;
/** The disk stays full until this many writes were refused, or at most FULL_MAX_MS. */
const REFUSALS_WANTED = 6;
const FULL_MAX_MS = 15_000;

let disk: SmallDisk;
let server: ServerProcess | undefined;

beforeAll(async () => {
  disk = await mountSmallDisk(64);
  server = await startChaosServer(disk.dir, OPERATOR, { LOG_LEVEL: 'warn' });
}, 90_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await disk?.destroy();
});

const serviceRequest = (url: string, person: Session, key: string, note: string) =>
  send(`${url}/api/atendimentos`, {
    method: 'POST',
    token: person.token,
    key,
    // As long as allowed (500 characters), and not compressible: the table outgrows its pages soon.
    body: { coverageId: 'suporte-online', note: `${note} ${randomBytes(300).toString('base64')}`.slice(0, 500) },
  });

describe('a full disk under the embedded database', () => {
  it('refuses writes with 503 while reads go on, and after space returns loses nothing', async () => {
    const running = server!;
    const url = running.url;
    const people = await paidSubscribers(running, OPERATOR, 'caos-disco', SUBSCRIBERS);

    const tally = new Tally();
    /** Idempotency-Key → id of every service request answered 201. */
    const acknowledged = new Map<string, string>();
    const signedUp: string[] = [];
    for (const [p, person] of people.entries()) {
      for (let n = 0; n < 3; n += 1) {
        const key = randomUUID();
        const answer = await serviceRequest(url, person, key, `antes ${p}-${n}`);
        tally.note('service request before', answer);
        acknowledged.set(key, (answer.body as { id: string }).id);
      }
    }

    const filled = await disk.fill();
    const filledAt = performance.now();
    /** Writes answered 503 while full: sent again, with the same key, once there is room. */
    const pending: { person: Session; key: string; note: string }[] = [];
    const pendingSignUps: string[] = [];
    let reads = 0;
    let failedReads = 0;
    let writes503 = 0;
    let fullMs = 0;
    await Promise.all(
      people.map(async (person, p) => {
        for (let n = 0; writes503 < REFUSALS_WANTED && performance.now() - filledAt < FULL_MAX_MS; n += 1) {
          const key = randomUUID();
          const note = `cheio ${p}-${n}`;
          const answer = await serviceRequest(url, person, key, note);
          tally.note('service request while full', answer);
          if (answer.status === 201) acknowledged.set(key, (answer.body as { id: string }).id);
          else if (answer.status === 503) {
            writes503 += 1;
            expect(answer.retryAfter).toBe('60');
            pending.push({ person, key, note });
          }
          if (n % 5 === 0) {
            const email = `caos-disco-novo-${p}-${n}@exemplo.com.br`;
            const signUp = await send(`${url}/api/singup`, {
              method: 'POST',
              body: { email, password: PASSWORD, firstName: 'Disco', lastName: 'Cheio' },
            });
            tally.note('sign-up while full', signUp);
            if (signUp.status === 201) signedUp.push(email);
            else pendingSignUps.push(email);
          }
          for (const read of ['/api/atendimentos', '/api/assinante', '/api/coberturas']) {
            const outcome = await send(`${url}${read}`, { token: person.token });
            tally.note(`GET ${read} while full`, outcome);
            reads += 1;
            if (outcome.status !== 200) failedReads += 1;
          }
        }
      }),
    );

    fullMs = Math.round(performance.now() - filledAt);
    await disk.free();
    const freedAt = performance.now();
    let recoveredMs = -1;
    for (const { person, key, note } of pending) {
      const answer = await untilServed(tally, 'service request retried', () => serviceRequest(url, person, key, note));
      if (answer.status === 201) {
        if (recoveredMs < 0) recoveredMs = Math.round(performance.now() - freedAt);
        acknowledged.set(key, (answer.body as { id: string }).id);
      }
    }
    for (const email of pendingSignUps) {
      const body = { email, password: PASSWORD, firstName: 'Disco', lastName: 'Cheio' };
      const answer = await untilServed(
        tally,
        'sign-up retried',
        () => send(`${url}/api/singup`, { method: 'POST', body }),
        [409, 429],
      );
      if (answer.status === 201) signedUp.push(email);
    }
    const log = running.stdout;
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
    server = undefined;

    const database = await PGlite.create(path.join(disk.dir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    let lost: string[];
    let duplicates: number;
    let rows = 0;
    try {
      const tables = await database.query<{ name: string }>(
        `select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      for (const { name } of tables.rows) {
        const [schema, table] = name.split('.');
        rows += (await database.query<{ n: number }>(`select count(*)::int as n from "${schema}"."${table}"`)).rows[0]!
          .n;
      }
      const stored = await database.query<{ id: string; key: string }>(
        'select id, idempotency_key as key from service_requests where idempotency_key = any($1)',
        [[...acknowledged.keys()]],
      );
      const accounts = await database.query<{ email: string }>(
        "select email from accounts where email like 'caos-disco-novo-%'",
      );
      const ids = new Set(stored.rows.map((row) => row.id));
      const emails = new Set(accounts.rows.map((row) => row.email));
      lost = [
        ...[...acknowledged.values()].filter((id) => !ids.has(id)),
        ...signedUp.filter((email) => !emails.has(email)),
      ];
      duplicates = stored.rows.length - new Set(stored.rows.map((row) => row.key)).size;
    } finally {
      await database.close();
    }

    await recordFigures(
      'disk-full',
      `real ENOSPC (64 MB tmpfs, ${(filled / 1_048_576).toFixed(1)} MB filler); ${tally.total} requests ` +
        `(${tally.summary()}); while full (${(fullMs / 1000).toFixed(1)} s): ${writes503} writes answered 503 with ` +
        `Retry-After 60, ${reads - failedReads} of ${reads} reads answered 200; first write stored ${recoveredMs} ms ` +
        `after the space returned; ${acknowledged.size} service requests and ${signedUp.length} sign-ups ` +
        `acknowledged, after a restart ${rows} rows read whole, lost ${lost.length}, duplicates ${duplicates}`,
    );
    expect(tally.unexpected).toEqual([]);
    expect(writes503, 'the writes should meet the full disk').toBeGreaterThan(0);
    expect(failedReads).toBe(0);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(log).toContain('database unavailable: disk full');
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
  }, 60_000);
});
