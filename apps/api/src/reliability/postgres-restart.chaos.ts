import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  chaosServerOnCluster,
  paidSubscribers,
  recordFigures,
  RETRY_MS,
  send,
  sleep,
  Tally,
  TEST_CPF,
  untilServed,
  type Session,
} from './chaos.test-support.js';

/** PostgreSQL restarted under load (docs/reliability.md, 'PostgreSQL restarted under load'). */
const OPERATOR = 'operador-caos@exemplo.com.br';
const SUBSCRIBERS = 6;
const SIGN_UP_LANES = 3;
const LOAD_MS = 20_000;
/** How long PostgreSQL stays down each time, so the clients surely meet it away. */
const DOWN_MS = 2_000;

const chaos = chaosServerOnCluster(OPERATOR, { env: () => ({ LOG_LEVEL: 'warn' }) });

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After while it is away, serves again by itself, loses nothing and stores retries once', async () => {
    const people = await paidSubscribers(chaos.server, OPERATOR, 'caos-pg', SUBSCRIBERS);

    const tally = new Tally();
    const signedUp: string[] = [];
    /** Sign-ups whose first answer was 503 and whose retry found them stored (409) or throttled (429). */
    const storedUnanswered: string[] = [];
    const requests = new Map<string, string>();
    const charges = new Map<string, string>();
    let running = true;
    let lastWriteAt = 0;
    const wrote = () => (lastWriteAt = performance.now());

    const signUpLane = async (lane: number) => {
      for (let n = 0; running; n += 1) {
        const email = `caos-pg-novo-${lane}-${n}@exemplo.com.br`;
        const body = { email, password: 'Segura#2026', firstName: 'Caos', lastName: 'Novo' };
        const first = await send(`${chaos.server.url}/api/singup`, { method: 'POST', body });
        tally.note('sign-up', first);
        if (first.status === 201) {
          signedUp.push(email);
          wrote();
          continue;
        }
        if (first.error === 'hang') continue;
        await sleep(RETRY_MS);
        const retried = await untilServed(
          tally,
          'sign-up retry',
          () => send(`${chaos.server.url}/api/singup`, { method: 'POST', body }),
          [409, 429],
        );
        if (retried.status === 201) signedUp.push(email);
        else if (retried.status === 409 || retried.status === 429) storedUnanswered.push(email);
      }
    };

    const subscriberLane = async (person: Session, lane: number) => {
      for (let n = 0; running; n += 1) {
        const key = randomUUID();
        if (n % 3 === 0) {
          const answer = await untilServed(
            tally,
            'service request',
            () =>
              send(`${chaos.server.url}/api/atendimentos`, {
                method: 'POST',
                token: person.token,
                key,
                body: { coverageId: 'suporte-online', note: `Caos ${lane}-${n}` },
              }),
            [422],
          );
          if (answer.status === 201) {
            requests.set(key, (answer.body as { id: string }).id);
            wrote();
          }
        } else if (n % 3 === 1) {
          const answer = await untilServed(
            tally,
            'checkout',
            () =>
              send(`${chaos.server.url}/api/assinatura/checkout`, {
                method: 'POST',
                token: person.token,
                key,
                body: { method: 'pix', cpf: TEST_CPF },
              }),
            [422],
          );
          if (answer.status === 201) {
            charges.set(key, (answer.body as { charge: { id: string } }).charge.id);
            wrote();
          }
        } else {
          for (const read of ['/api/assinante', '/api/atendimentos', '/api/cobrancas', '/api/coberturas']) {
            tally.note(`GET ${read}`, await send(`${chaos.server.url}${read}`, { token: person.token }));
          }
        }
      }
    };

    /** Stops PostgreSQL `mode`, keeps it down DOWN_MS, starts it: how long it was away, and until the next acknowledged write. */
    const outage = async (mode: 'fast' | 'immediate') => {
      const began = performance.now();
      chaos.cluster.ctl('stop', '-m', mode, '-w');
      await sleep(DOWN_MS);
      chaos.cluster.ctl('start', '-w');
      const up = performance.now();
      while (lastWriteAt < up && performance.now() - up < 15_000) await sleep(20);
      return { downMs: Math.round(up - began), recoveredMs: Math.round(lastWriteAt - up) };
    };

    const started = performance.now();
    const lanes = [
      ...Array.from({ length: SIGN_UP_LANES }, (_, lane) => signUpLane(lane)),
      ...people.map((person, lane) => subscriberLane(person, lane)),
    ];
    await sleep(3_000);
    const fast = await outage('fast');
    await sleep(3_000);
    const immediate = await outage('immediate');
    await sleep(Math.max(1_000, LOAD_MS - (performance.now() - started)));
    running = false;
    await Promise.all(lanes);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    expect(chaos.server.child.exitCode).toBeNull();
    const after = await send(`${chaos.server.url}/api/atendimentos`, {
      method: 'POST',
      token: people[0]!.token,
      key: randomUUID(),
      body: { coverageId: 'suporte-online' },
    });
    expect(after.status).toBe(201);

    const check = new pg.Client({ connectionString: chaos.cluster.url });
    await check.connect();
    let lost: string[];
    let duplicates: number;
    try {
      const accounts = await check.query<{ email: string }>('select email from accounts where email = any($1)', [
        signedUp,
      ]);
      const storedRequests = await check.query<{ id: string; idempotency_key: string }>(
        'select id, idempotency_key from service_requests where idempotency_key = any($1)',
        [[...requests.keys()]],
      );
      const storedCharges = await check.query<{ id: string; idempotency_key: string }>(
        'select id, idempotency_key from charges where idempotency_key = any($1)',
        [[...charges.keys()]],
      );
      const haveEmails = new Set(accounts.rows.map((row) => row.email));
      const haveRequests = new Set(storedRequests.rows.map((row) => row.id));
      const haveCharges = new Set(storedCharges.rows.map((row) => row.id));
      lost = [
        ...signedUp.filter((email) => !haveEmails.has(email)),
        ...[...requests.values()].filter((id) => !haveRequests.has(id)),
        ...[...charges.values()].filter((id) => !haveCharges.has(id)),
      ];
      duplicates =
        accounts.rows.length -
        haveEmails.size +
        storedRequests.rows.length -
        new Set(storedRequests.rows.map((row) => row.idempotency_key)).size +
        storedCharges.rows.length -
        new Set(storedCharges.rows.map((row) => row.idempotency_key)).size;
    } finally {
      await check.end();
    }

    const acknowledged = signedUp.length + requests.size + charges.size;
    await recordFigures(
      'postgres-restart',
      `${tally.total} requests in ${seconds} s (${tally.summary()}); ${acknowledged} writes acknowledged ` +
        `(${signedUp.length} sign-ups, ${requests.size} service requests, ${charges.size} checkouts), ` +
        `${storedUnanswered.length} sign-ups stored whose answer was 503; ${tally.serviceUnavailable} × 503, ` +
        `all with Retry-After: ${tally.without503RetryAfter === 0 ? 'yes' : 'no'}; PostgreSQL away ` +
        `${fast.downMs} ms (fast) and ${immediate.downMs} ms (immediate, crash recovery included); first acknowledged ` +
        `write ${fast.recoveredMs} ms and ${immediate.recoveredMs} ms after it was up again; ` +
        `lost ${lost.length}, duplicates ${duplicates}`,
    );
    expect(tally.unexpected).toEqual([]);
    expect(tally.serviceUnavailable, 'the clients should meet PostgreSQL away').toBeGreaterThan(0);
    expect(tally.without503RetryAfter).toBe(0);
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
    expect(chaos.server.stdout).toContain('database unavailable');
  }, 60_000);
});
