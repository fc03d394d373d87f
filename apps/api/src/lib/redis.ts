import { Redis } from 'ioredis';

/** How long one Redis command may take before the caller stops waiting and falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis client for state that must never hold up a request: commands fail at once while the
 * connection is down (no offline queue, no retries per command) or after a short timeout when
 * Redis hangs, and the client keeps reconnecting in the background, so callers can fall back and
 * return to Redis by themselves.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Reconnect every 50 ms, 100 ms, ... up to once a second, for ever.
    retryStrategy: (attempt) => Math.min(attempt * 50, 1_000),
  });
}

/**
 * Connects, waiting at most `timeoutMs`. A Redis that is not there yet does not stop the server:
 * the client goes on trying in the background and the caller works without it meanwhile.
 */
export async function connectRedis(redis: Redis, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      redis.connect().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
