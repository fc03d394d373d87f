import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { CARD_TOKEN_LOCK_SECONDS, CARD_TOKEN_MAX_FAILURES } from '@game-assist/contracts';
import { cacheTimeFrom, type Clock } from '#api/lib/clock.js';

const WINDOW_MS = CARD_TOKEN_LOCK_SECONDS * 1000;

// One round trip: the first failure starts the window, every one reports what is left of it.
const COUNT_FAILURE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

interface Count {
  failures: number;
  endsAt: number;
}

/**
 * Wrong tokens per member number, in Redis when there is one (one budget for every process) and in
 * this process's memory as well, which alone decides while Redis fails (decision 008) and carries
 * the locks this process saw through a Redis that comes back empty.
 */
export function createTokenFailures({ redis, keyPrefix, clock }: { redis?: Redis; keyPrefix: string; clock: Clock }) {
  const local = new LRUCache<string, Count>({ max: 50_000, ttl: WINDOW_MS, ...cacheTimeFrom(clock) });
  const key = (memberNumber: string) => `${keyPrefix}card-token-failures:${memberNumber}`;
  const usable = () => redis?.status === 'ready';

  function localWait(memberNumber: string): number {
    const count = local.get(memberNumber);
    return count && count.failures >= CARD_TOKEN_MAX_FAILURES ? count.endsAt - clock.now().getTime() : 0;
  }

  return {
    /** Milliseconds until the member number may be checked again; 0 when it may now. */
    async waitFor(memberNumber: string): Promise<number> {
      const here = Math.max(localWait(memberNumber), 0);
      if (redis && usable()) {
        try {
          const [failures, ttl] = await Promise.all([redis.get(key(memberNumber)), redis.pttl(key(memberNumber))]);
          const shared = Number(failures ?? 0) >= CARD_TOKEN_MAX_FAILURES ? Math.max(ttl, 1) : 0;
          return Math.max(shared, here);
        } catch {
          // This process's own count decides while Redis does not answer.
        }
      }
      return here;
    },

    async fail(memberNumber: string): Promise<void> {
      // Counted here too, always: Redis keeps nothing on disk, and one that restarts empty must not
      // lift a lock this process saw (reliability/redis-flapping.chaos.ts).
      const now = clock.now().getTime();
      const count = local.get(memberNumber) ?? { failures: 0, endsAt: now + WINDOW_MS };
      local.set(memberNumber, { ...count, failures: count.failures + 1 }, { ttl: Math.max(count.endsAt - now, 1) });
      if (redis && usable()) {
        await redis.eval(COUNT_FAILURE, 1, key(memberNumber), String(WINDOW_MS)).catch(() => {
          // Counted in this process's memory above.
        });
      }
    },
  };
}

export type TokenFailures = ReturnType<typeof createTokenFailures>;
