import { z } from 'zod';
import { subscriberSchema, type Subscriber } from '@game-assist/contracts';
import { cacheTimeFrom, cacheTtl, type Clock } from '#api/lib/clock.js';
import { LRUCache } from 'lru-cache';

/** How old a profile another process changed may be when this one serves it (ADR 003). */
export const SUBSCRIBER_CACHE_TTL_MS = 2_000;
export const SUBSCRIBER_CACHE_SIZE = 10_000;

export interface SubscriberCacheOptions {
  read: (accountId: string) => Promise<Subscriber | undefined>;
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}

/** GET /assinante's answer, serialized once per account for a short time; `invalidate` after a change (ADR 003). */
export function createSubscriberCache({
  read,
  clock,
  ttlMs = SUBSCRIBER_CACHE_TTL_MS,
  maxEntries = SUBSCRIBER_CACHE_SIZE,
}: SubscriberCacheOptions) {
  const fresh = new LRUCache<string, string>({ max: maxEntries, ttl: cacheTtl(ttlMs), ...cacheTimeFrom(clock) });
  const loading = new Map<string, Promise<string | undefined>>();

  function load(accountId: string): Promise<string | undefined> {
    const pending: Promise<string | undefined> = read(accountId).then(
      (row) => {
        // Validated once here, exactly as the route's response serializer would (encode, then stringify).
        const body = row ? JSON.stringify(z.encode(subscriberSchema, row)) : undefined;
        if (loading.get(accountId) === pending) {
          loading.delete(accountId);
          if (body !== undefined) fresh.set(accountId, body);
        }
        return body;
      },
      (error: unknown) => {
        if (loading.get(accountId) === pending) loading.delete(accountId);
        throw error;
      },
    );
    loading.set(accountId, pending);
    return pending;
  }

  return {
    get(accountId: string): Promise<string | undefined> {
      const body = fresh.get(accountId);
      if (body !== undefined) return Promise.resolve(body);
      return loading.get(accountId) ?? load(accountId);
    },
    invalidate(accountId: string): void {
      fresh.delete(accountId);
      loading.delete(accountId);
    },
    clear(): void {
      fresh.clear();
      loading.clear();
    },
  };
}
export type SubscriberCache = ReturnType<typeof createSubscriberCache>;
