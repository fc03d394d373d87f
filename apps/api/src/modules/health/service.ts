import type { Health } from '@game-assist/contracts';
import { trueWithin } from '#api/lib/true-within.js';

/** A database that has not answered the ping by then counts as down. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  /** The database's ping (no repository: the database handle answers it). */
  ping: () => Promise<boolean>;
  pingTimeoutMs?: number;
}

export function createHealthService({ ping, pingTimeoutMs = HEALTH_PING_TIMEOUT_MS }: HealthDeps) {
  return {
    async check(): Promise<Health> {
      const up = await trueWithin(ping, pingTimeoutMs);
      return {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
