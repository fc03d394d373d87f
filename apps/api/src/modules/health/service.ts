import type { Health } from '@game-assist/contracts';

/** A database that has not answered the ping by then counts as down. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

/** The ping's answer, or false once `timeoutMs` has passed without one (a hung database). */
export async function pingWithin(ping: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().catch(() => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthDeps {
  /** The database's ping (no repository: the database handle answers it). */
  ping: () => Promise<boolean>;
  pingTimeoutMs?: number;
}

export function createHealthService({ ping, pingTimeoutMs = HEALTH_PING_TIMEOUT_MS }: HealthDeps) {
  return {
    async check(): Promise<Health> {
      const up = await pingWithin(ping, pingTimeoutMs);
      return {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
