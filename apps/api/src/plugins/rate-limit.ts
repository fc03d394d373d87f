import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, {
  type IncrCallback,
  type RateLimitStore,
  type StoreRouteOptions,
} from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { Config } from '#api/config.js';
import { errorBody } from '#api/lib/http-errors.js';

/** The hourly limits the routes are given, by the names config gives them. */
export type RouteLimits = Pick<
  Config,
  | 'OTP_IP_LIMIT_PER_HOUR'
  | 'AUTH_IP_LIMIT_PER_HOUR'
  | 'CARD_VERIFY_IP_LIMIT_PER_HOUR'
  | 'CARD_TOKEN_IP_LIMIT_PER_HOUR'
  | 'CHECKOUT_ACCOUNT_LIMIT_PER_HOUR'
>;
export const HOUR_MS = 60 * 60_000;
/** A route's rate limit: `max` requests an hour (per IP unless a keyGenerator says otherwise). */
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: HOUR_MS } });

export interface RateLimitOptions {
  /** Counters shared by every process; without it each process counts in its own memory. */
  redis?: Redis | undefined;
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** A failed Redis command sends the limits to memory for this long before Redis is tried again. */
const RETRY_AFTER_FAILURE_MS = 1_000;

/** Whether the limits are counted in Redis right now; one warning per outage, one note per return. */
class RedisState {
  private shared = true;
  /** A Redis that hangs still says 'ready': after a timeout, requests skip it for a moment. */
  private skipUntil = 0;
  constructor(
    private readonly redis: Redis,
    private readonly log: RateLimitOptions['log'],
  ) {
    redis.on('error', (error: Error) => this.lost(error));
  }

  get usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.skipUntil;
  }

  lost(error?: Error): void {
    if (error) this.skipUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (!this.shared) return;
    this.shared = false;
    this.log.warn(
      { err: error },
      'Redis is unavailable: rate limits are counted in this process memory until it returns',
    );
  }

  answered(): void {
    if (this.shared) return;
    this.shared = true;
    this.log.info('Redis is back: rate limits are shared again');
  }
}

/** A Redis outage never fails a request (docs/decisions/008-rate-limits-in-redis-with-memory-fallback.md). */
class FallbackStore implements RateLimitStore {
  constructor(
    private readonly state: RedisState,
    private readonly remote: RateLimitStore,
    private readonly local: RateLimitStore,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    if (!this.state.usable) {
      this.state.lost();
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.remote.incr(
      key,
      (error, result) => {
        if (!error) {
          this.state.answered();
          return callback(null, result);
        }
        this.state.lost(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: StoreRouteOptions): RateLimitStore {
    return new FallbackStore(this.state, this.remote.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The plugin instantiates the store itself, so the class closes over one view of Redis's health. */
function redisStoreWithFallback(
  redis: Redis,
  keyPrefix: string,
  log: RateLimitOptions['log'],
): FastifyRateLimitStoreCtor {
  const state = new RedisState(redis, log);
  function Store(global: StoreRouteOptions): RateLimitStore {
    const { continueExceeding, exponentialBackoff } = global;
    const remote = new RedisStore(continueExceeding, exponentialBackoff, redis, `${keyPrefix}rate-limit:`);
    return new FallbackStore(state, remote, new LocalStore(continueExceeding, exponentialBackoff));
  }
  // The plugin's type names Fastify's RouteOptions where it passes its merged options.
  return Store as unknown as FastifyRateLimitStoreCtor;
}

async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: redisStoreWithFallback(options.redis, options.keyPrefix, options.log) } : {}),
    errorResponseBuilder: (_request, context) =>
      errorBody(429, `Muitas requisições. Tente novamente em ${Math.ceil(context.ttl / 1000)} s.`),
  });
}

export const rateLimits = fp(registerRateLimits, { name: 'rate-limits', fastify: '5.x' });
