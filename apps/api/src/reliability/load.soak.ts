import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';

/**
 * Load held: mixed traffic at twice what the API sustains, for SOAK_SECONDS (60 by
 * default). No 5xx but 503, every 429/503 carries Retry-After, no resets, and the heap
 * settles back within 20 % of where it started. Loopback only; bounded in time.
 */
const run = promisify(execFile);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const API_ROOT = path.resolve(import.meta.dirname, '../..');

interface Summary {
  requests: number;
  averageRate: number;
  errors: number;
  timeouts: number;
  resets: number;
  statuses: Record<string, number>;
  missingRetryAfter: number;
}

let ctx: TestContext;
let url: string;
const tokens: { access: string; refresh: string }[] = [];

async function generate(plan: { seconds: number; connections: number; rate: number }): Promise<Summary> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/reliability/load-generator.ts', JSON.stringify({ url, tokens, ...plan })],
    { cwd: API_ROOT, timeout: (plan.seconds + 60) * 1000, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Summary;
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

beforeAll(async () => {
  ctx = await createTestApp({
    OTP_IP_LIMIT_PER_HOUR: '1000000',
    AUTH_IP_LIMIT_PER_HOUR: '1000000',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '500',
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  for (let i = 0; i < 20; i += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/singup',
      payload: { email: `carga-${i}@exemplo.com.br`, password: 'Segura#2026', firstName: 'Carga', lastName: String(i) },
    });
    const session = response.json() as { access_token: string; refresh_token: string };
    tokens.push({ access: session.access_token, refresh: session.refresh_token });
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('load held at twice the sustainable throughput', () => {
  it(
    `${SECONDS} s of mixed traffic: answered, never crashed, memory stable`,
    async () => {
      const probe = await generate({ seconds: 5, connections: 20, rate: 0 });
      const sustainable = probe.averageRate;
      const before = heapMb();
      const summary = await generate({ seconds: SECONDS, connections: 100, rate: Math.ceil(sustainable * 2) });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = heapMb();
      // The figures docs/reliability.md records.
      process.stdout.write(`${JSON.stringify({ sustainable, summary, heapBeforeMb: before, heapAfterMb: after })}\n`);

      const fiveHundreds = Object.entries(summary.statuses).filter(
        ([status]) => Number(status) >= 500 && status !== '503',
      );
      expect(fiveHundreds).toEqual([]);
      expect(summary.missingRetryAfter).toBe(0);
      expect(summary.resets).toBe(0);
      expect(summary.requests).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(before * 1.2 + 5);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
    },
    (SECONDS + 180) * 1000,
  );
});
