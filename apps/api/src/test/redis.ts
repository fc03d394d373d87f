import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the tests use: TEST_REDIS_URL, else the one CI starts on 127.0.0.1:6379. Tests that
 * need it fail (they never skip) when it does not answer.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test file, so parallel runs on one Redis never share a count. */
export function uniqueRedisPrefix(name: string): string {
  return `ga-test:${name}:${randomBytes(6).toString('hex')}:`;
}

/** A plain client for the test's own checks; `cleanup` deletes every key under `prefix` and quits. */
export async function openTestRedis(prefix: string) {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (error) {
    throw new Error(`These tests need Redis at ${TEST_REDIS_URL} (.ci/run starts one): ${String(error)}`);
  }
  return {
    redis,
    async keys(): Promise<string[]> {
      return redis.keys(`${prefix}*`);
    },
    async cleanup() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
