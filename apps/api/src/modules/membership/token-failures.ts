import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { CARD_TOKEN_LOCK_SECONDS, CARD_TOKEN_MAX_FAILURES } from '@game-assist/contracts';
import type { Database } from '#api/db/client.js';
import { cacheTimeFrom, type Clock } from '#api/lib/clock.js';
import * as repo from './repository.js';

const WINDOW_MS = CARD_TOKEN_LOCK_SECONDS * 1000;

// One round trip, atomic: a spent budget is not counted further; the first check starts the window.
const TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

const GIVE_BACK = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`;

interface Count {
  failures: number;
  endsAt: number;
}

/**
 * Each check of a member number's token is counted before it is made (docs/security.md), so racing
 * checks cannot pass the budget: in Redis when there is one, in the database otherwise (and while
 * Redis fails). With Redis, this process's memory keeps its own count too, so a Redis that comes
 * back empty does not lift a lock this process saw (decision 008).
 */
export function createTokenFailures({
  db,
  redis,
  keyPrefix,
  clock,
}: {
  db: Database;
  redis?: Redis;
  keyPrefix: string;
  clock: Clock;
}) {
  const local = new LRUCache<string, Count>({ max: 50_000, ttl: WINDOW_MS, ...cacheTimeFrom(clock) });
  const key = (memberNumber: string) => `${keyPrefix}card-token-failures:${memberNumber}`;
  const usable = () => redis?.status === 'ready';

  function localWait(memberNumber: string): number {
    const count = local.get(memberNumber);
    return count && count.failures >= CARD_TOKEN_MAX_FAILURES ? Math.max(count.endsAt - clock.now().getTime(), 1) : 0;
  }

  function countLocally(memberNumber: string, by: 1 | -1): void {
    const now = clock.now().getTime();
    const count = local.get(memberNumber) ?? { failures: 0, endsAt: now + WINDOW_MS };
    const failures = Math.max(count.failures + by, 0);
    local.set(memberNumber, { ...count, failures }, { ttl: Math.max(count.endsAt - now, 1) });
  }

  /** Where this check was counted; else the milliseconds to wait, the shared budget being spent. */
  async function takeShared(memberNumber: string): Promise<'redis' | 'database' | number> {
    if (redis && usable()) {
      try {
        const [taken, ttl] = (await redis.eval(TAKE, 1, key(memberNumber), WINDOW_MS, CARD_TOKEN_MAX_FAILURES)) as [
          number,
          number,
        ];
        return taken > 0 ? 'redis' : Math.max(ttl, 1);
      } catch {
        // The database counts while Redis does not answer.
      }
    }
    const now = clock.now();
    if (await repo.takeCardTokenCheck(db, memberNumber, now, WINDOW_MS, CARD_TOKEN_MAX_FAILURES)) return 'database';
    const ends = await repo.cardTokenWindowEnd(db, memberNumber);
    return Math.max((ends?.getTime() ?? now.getTime() + WINDOW_MS) - now.getTime(), 1);
  }

  async function giveBack(memberNumber: string, store: 'redis' | 'database'): Promise<void> {
    if (redis) countLocally(memberNumber, -1);
    if (store === 'database') await repo.giveBackCardTokenCheck(db, memberNumber, clock.now());
    // Lost with a Redis that fails meanwhile: the count then stands as a wrong guess.
    else await redis?.eval(GIVE_BACK, 1, key(memberNumber)).catch(() => undefined);
  }

  return {
    /**
     * Counts this check against the member number's budget before it is made: `wait` (ms) when the
     * budget is spent, else `giveBack` for a check whose token matched a device (not a wrong guess).
     */
    async take(memberNumber: string): Promise<{ wait: number } | { wait: 0; giveBack(): Promise<void> }> {
      if (redis) {
        const here = localWait(memberNumber);
        if (here > 0) return { wait: here };
        // Counted here before any wait, so this process's racing checks see it.
        countLocally(memberNumber, 1);
      }
      const store = await takeShared(memberNumber);
      if (typeof store === 'number') {
        if (redis) countLocally(memberNumber, -1);
        return { wait: store };
      }
      return { wait: 0, giveBack: () => giveBack(memberNumber, store) };
    },

    purge: () => repo.purgeCardTokenFailures(db, clock.now()),
  };
}

export type TokenFailures = ReturnType<typeof createTokenFailures>;
