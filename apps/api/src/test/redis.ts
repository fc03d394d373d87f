import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    throw new Error(
      'These tests need Redis: TEST_REDIS_URL is unset (scripts/test-services.mjs sets it; run the tests with `npm test`)',
    );
  }
  return url;
}

/** The tests' Redis: TEST_REDIS_URL (scripts/test-services.mjs sets it); tests that need it fail, never skip. */
export const TEST_REDIS_URL = testRedisUrl();

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
    throw new Error(`These tests need Redis, and nothing answers at ${TEST_REDIS_URL}: ${String(error)}`);
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
