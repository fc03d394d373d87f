import { Redis } from 'ioredis';
import { trueWithin } from './true-within.js';

/** How long one Redis command may take before the caller stops waiting and falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** For state that must never hold up a request: commands fail fast, so callers fall back. */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 50, 1_000),
  });
}

/** A Redis not there yet does not stop the server: the client goes on trying in the background. */
export const connectRedis = (redis: Redis, timeoutMs = 2_000): Promise<boolean> =>
  trueWithin(() => redis.connect().then(() => true), timeoutMs);
