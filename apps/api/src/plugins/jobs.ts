import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '#api/lib/clock.js';

/** Which process runs a job this time. Without one, every process runs every job. */
export interface JobLeases {
  /** True for at most one caller per `name` until `until`; the others are told false. */
  take(name: string, now: Date, until: Date): Promise<boolean>;
}

export interface Jobs {
  /** Runs `run` once the app is ready, then every `intervalMs`; a run still going is not started again. */
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
}

export interface JobsOptions {
  /** Off in tests, which run each job by hand with their clock. */
  enabled: boolean;
  clock: Clock;
  leases?: JobLeases;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** A lease ends this much before the next tick, so the holder's own next tick finds it free. */
const LEASE_SLACK = 0.9;

export const jobs = fp<JobsOptions>(
  async (app, { enabled, clock, leases, log }) => {
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<void>>();
    const scheduled: { name: string; intervalMs: number; run: () => Promise<unknown> }[] = [];

    async function tick(name: string, intervalMs: number, run: () => Promise<unknown>, busy: { now: boolean }) {
      if (busy.now) return;
      busy.now = true;
      try {
        const now = clock.now();
        const until = new Date(now.getTime() + intervalMs * LEASE_SLACK);
        if (!leases || (await leases.take(name, now, until))) await run();
      } catch (error) {
        log.warn({ err: error, job: name }, 'job failed');
      } finally {
        busy.now = false;
      }
    }

    function start(name: string, intervalMs: number, run: () => Promise<unknown>) {
      const busy = { now: false };
      const fire = () => {
        const going = tick(name, intervalMs, run, busy);
        running.add(going);
        void going.finally(() => running.delete(going));
      };
      const timer = setInterval(fire, intervalMs);
      timer.unref();
      timers.push(timer);
      fire();
    }

    app.decorate('jobs', {
      every(name, intervalMs, run) {
        scheduled.push({ name, intervalMs, run });
      },
    } satisfies Jobs);
    app.addHook('onReady', async () => {
      if (enabled) for (const job of scheduled) start(job.name, job.intervalMs, job.run);
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running);
    });
  },
  { name: 'jobs', fastify: '5.x' },
);
