import type { Redis } from 'ioredis';
import { connectRedis } from '#api/lib/redis.js';

/** Sign-in endings told to every process: via Redis within a second, else SESSION_RECHECK_MS (docs/security.md). */
export function createSessionEndings({
  forgetAccount,
  redis,
  keyPrefix,
}: {
  forgetAccount(accountId: string): void;
  redis?: Redis;
  keyPrefix: string;
}) {
  const channel = `${keyPrefix}sessions-ended`;
  let listener: Redis | undefined;

  return {
    /** Called once a write that ended sign-ins of the account has committed. */
    ended(accountId: string): void {
      forgetAccount(accountId);
      if (redis?.status !== 'ready') return;
      redis.publish(channel, accountId).catch(() => {
        // The others ask the database again within SESSION_RECHECK_MS.
      });
    },

    /** Listens on the channel (its own connection: a subscribed one runs no other command). */
    async start(): Promise<void> {
      if (!redis) return;
      const subscriber = redis.duplicate();
      listener = subscriber;
      let subscribed: Promise<unknown> | undefined;
      subscriber.on('error', () => {
        // It reconnects by itself; until then the recheck covers.
      });
      subscriber.on('ready', () => {
        subscribed = subscriber.subscribe(channel).catch(() => undefined);
      });
      subscriber.on('message', (from: string, accountId: string) => {
        if (from === channel) forgetAccount(accountId);
      });
      // A Redis that is away at start is not waited for twice: it subscribes once it answers.
      if (redis.status !== 'ready') void connectRedis(subscriber);
      else if (await connectRedis(subscriber)) await subscribed;
    },

    close(): void {
      listener?.disconnect();
    },
  };
}
