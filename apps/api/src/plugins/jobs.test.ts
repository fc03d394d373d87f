import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '#api/lib/clock.js';
import { jobs, type JobLeases } from './jobs.js';

const MINUTE = 60_000;

function appWith(options: { enabled?: boolean; leases?: JobLeases; warnings?: string[] } = {}) {
  const app = Fastify();
  const clock = new ManualClock();
  const log = app.log.child({});
  log.warn = ((details: { job: string }) => options.warnings?.push(details.job)) as typeof log.warn;
  void app.register(jobs, { enabled: options.enabled ?? true, clock, leases: options.leases, log });
  return app;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the jobs plugin', () => {
  it('runs a job once the app is ready, then every interval, and no more once closed', async () => {
    const app = appWith();
    const run = vi.fn(async () => {});
    await app.after();
    app.jobs.every('sweep', MINUTE, run);
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
    await app.close();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('runs nothing when off (tests run each job by hand)', async () => {
    const app = appWith({ enabled: false });
    const run = vi.fn(async () => {});
    await app.after();
    app.jobs.every('sweep', MINUTE, run);
    await app.ready();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(run).not.toHaveBeenCalled();
    await app.close();
  });

  it('starts no second run while one is going, and a close waits for it', async () => {
    const app = appWith();
    let finish = () => {};
    let finished = false;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    );
    await app.after();
    app.jobs.every('slow', MINUTE, run);
    await app.ready();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    const closed = app.close();
    await vi.advanceTimersByTimeAsync(0);
    finish();
    await closed;
    expect(finished).toBe(true);
  });

  it('logs a failed run by its name and keeps the schedule', async () => {
    const warnings: string[] = [];
    const app = appWith({ warnings });
    const run = vi.fn(async () => {
      throw new Error('database away');
    });
    await app.after();
    app.jobs.every('billing-cycle', MINUTE, run);
    await app.ready();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual(['billing-cycle', 'billing-cycle']);
    await app.close();
  });

  it('runs only where the lease is taken, asking for it until just before the next tick', async () => {
    const asked: { name: string; forMs: number }[] = [];
    let granted = false;
    const leases: JobLeases = {
      async take(name, now, until) {
        asked.push({ name, forMs: until.getTime() - now.getTime() });
        granted = !granted;
        return granted;
      },
    };
    const app = appWith({ leases });
    const run = vi.fn(async () => {});
    await app.after();
    app.jobs.every('retention', MINUTE, run);
    await app.ready();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(asked).toHaveLength(4);
    expect(asked[0]).toEqual({ name: 'retention', forMs: 0.9 * MINUTE });
    expect(run).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
