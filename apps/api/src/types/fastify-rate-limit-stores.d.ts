// @fastify/rate-limit's own stores, which its package types do not describe.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

  /** What the plugin passes a store: the merged options of one route. */
  export interface StoreRouteOptions {
    continueExceeding: boolean;
    exponentialBackoff: boolean;
    routeInfo: { method: string; url: string };
  }

  export interface RateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
    child(routeOptions: StoreRouteOptions): RateLimitStore;
  }

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => RateLimitStore;
  export default RedisStore;
}
