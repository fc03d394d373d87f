import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '#api/lib/clock.js';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

/** Twice the sustainable load on the real clock, for SOAK_SECONDS (docs/reliability.md, 'Load held'). */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const API_ROOT = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 100;
/** The sustainable rate: as fast as the API answers, with the same connections as the load. */
const PROBE = { seconds: 6, connections: CONNECTIONS, rate: 0 };
/** Before the probe: JIT, statement caches, and the first (not throttled) code requests. */
const WARM_UP = { seconds: 5, connections: 20, rate: 0 };
/** Sessions per run: one per connection plus spares (a run may end with a refresh unanswered). */
const SPARE = 15;
/** Throughput under twice the sustainable demand may dip, but not below this share of it. */
const MIN_THROUGHPUT_SHARE = 0.5;

interface Session {
  access: string;
  refresh: string;
}

interface Summary {
  requests: number;
  achievedRate: number;
  averageRate: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  starved: number;
  rotated: number;
  statuses: Record<string, Record<string, number>>;
  missingRetryAfter: number;
}

let ctx: TestContext<Clock>;
let app: FastifyInstance;
let url: string;
let sessions: Session[] = [];

async function generate(plan: { seconds: number; connections: number; rate: number }, own: Session[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/reliability/load-generator.test-support.ts'], {
    cwd: API_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    timeout: (plan.seconds + 60) * 1000,
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  child.stdin.end(JSON.stringify({ url, sessions: own, ...plan }));
  const [code, signal] = await exited;
  if (code !== 0) throw new Error(`load generator exited with ${code ?? signal}`);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Summary;
}

/** Live heap in MB: the smallest of five samples after forced full collections (--expose-gc). */
async function heapMb(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') throw new Error('run the soak with node --expose-gc (vitest.soak.config.ts)');
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
    samples.push(process.memoryUsage().heapUsed / 2 ** 20);
  }
  return Math.min(...samples);
}

const fiveHundreds = (summary: Summary) =>
  Object.entries(summary.statuses).flatMap(([route, byStatus]) =>
    Object.keys(byStatus)
      .filter((status) => Number(status) >= 500 && status !== '503')
      .map((status) => `${route} ${status}`),
  );

const outside = (summary: Summary, route: string, allowed: string[]) =>
  Object.keys(summary.statuses[route] ?? {}).filter((status) => !allowed.includes(status));

beforeAll(async () => {
  ctx = await createTestApp(
    { OTP_IP_LIMIT_PER_HOUR: '1000000', AUTH_IP_LIMIT_PER_HOUR: '1000000', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '500' },
    { clock: systemClock },
  );
  app = ctx.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // A session per run: a run's last refresh may go unanswered, and reusing that token revokes its family.
  const wanted = WARM_UP.connections + SPARE + 2 * (CONNECTIONS + SPARE);
  for (let batch = 0; sessions.length < wanted; batch += 1) {
    const signed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signUpSubscriber(ctx, `carga-${batch * 20 + i}@exemplo.com.br`, {
          firstName: 'Carga',
          lastName: String(batch * 20 + i),
        }),
      ),
    );
    for (const session of signed) sessions.push({ access: session.access_token, refresh: session.refresh_token });
  }
  sessions = sessions.slice(0, wanted);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

describe('load held at twice the sustainable throughput', () => {
  it(
    `${SECONDS} s of mixed traffic: answered, never crashed, memory stable`,
    async () => {
      const runs = [WARM_UP.connections + SPARE, CONNECTIONS + SPARE, CONNECTIONS + SPARE];
      const own = (run: number) => {
        const start = runs.slice(0, run).reduce((sum, n) => sum + n, 0);
        return sessions.slice(start, start + runs[run]!);
      };
      const warmUp = await generate(WARM_UP, own(0));
      const probe = await generate(PROBE, own(1));
      const sustainable = probe.achievedRate;
      const target = Math.ceil(sustainable * 2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = await heapMb();
      const summary = await generate({ seconds: SECONDS, connections: CONNECTIONS, rate: target }, own(2));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = await heapMb();
      process.stdout.write(
        `${JSON.stringify({
          sustainable: Math.round(sustainable),
          target,
          achieved: Math.round(summary.achievedRate),
          throughputShare: Number((summary.achievedRate / sustainable).toFixed(2)),
          heapBeforeMb: Number(before.toFixed(1)),
          heapAfterMb: Number(after.toFixed(1)),
          warmUp: { ...warmUp, statuses: undefined },
          probe,
          summary,
        })}\n`,
      );

      for (const result of [warmUp, probe, summary]) {
        expect(result.errors).toBe(0);
        expect(result.timeouts).toBe(0);
        expect(result.resets).toBe(0);
        expect(result.starved).toBe(0);
        expect(fiveHundreds(result)).toEqual([]);
        expect(result.missingRetryAfter).toBe(0);
        // Refreshes rotate: each refresh token is used once, so none is refused or revoked as reused.
        expect(outside(result, 'POST /api/refresh-token', ['200', '429', '503'])).toEqual([]);
        expect(outside(result, 'GET /api/assinante', ['200', '429', '503'])).toEqual([]);
        expect(outside(result, 'GET /api/coberturas', ['200', '503'])).toEqual([]);
        expect(outside(result, 'POST /api/auth/request-otp', ['201', '429', '503'])).toEqual([]);
        expect(result.rotated).toBeGreaterThan(0);
      }
      expect(summary.requests).toBeGreaterThan(0);
      expect(summary.achievedRate).toBeGreaterThanOrEqual(MIN_THROUGHPUT_SHARE * sustainable);
      expect(after).toBeLessThanOrEqual(before * 1.2);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
    },
    (SECONDS + 240) * 1000,
  );
});
