import type { PushPayload, PushSubscriptionInput } from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import * as repo from './repository.js';
import { isPushServiceEndpoint } from './sender.js';
import type { VapidKeys } from './vapid.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A P-256 public key, uncompressed (65 bytes, 0x04 first), and a 16-byte auth secret (RFC 8291). */
function validKeys(keys: PushSubscriptionInput['keys']): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
}

export class PushSubscriptionRefused extends Error {}

/** Queues the payload for each of the account's devices, in the caller's transaction. */
export async function queuePushes(tx: Executor, outbox: Outbox, accountId: string, payload: PushPayload) {
  const text = JSON.stringify(payload);
  for (const id of await repo.idsOfAccount(tx, accountId)) await outbox.enqueuePush(tx, id, text);
}

export function createPushService(deps: {
  db: Database;
  clock: Clock;
  vapid: VapidKeys;
  serviceUrl?: string | undefined;
}) {
  const { db, clock, vapid, serviceUrl } = deps;
  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    /** The device's subscription id; throws PushSubscriptionRefused for one the server would not post to. */
    async subscribe(accountId: string, input: PushSubscriptionInput): Promise<{ id: string }> {
      if (!isPushServiceEndpoint(input.endpoint, serviceUrl)) {
        throw new PushSubscriptionRefused('Este navegador usa um serviço de notificações que não reconhecemos.');
      }
      if (!validKeys(input.keys)) throw new PushSubscriptionRefused('As chaves da inscrição não são válidas.');
      const id = await repo.upsertSubscription(db, {
        accountId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: clock.now(),
      });
      if (!id) throw new Error('push subscription not stored');
      return { id };
    },

    /** False when the account has no such subscription. */
    async unsubscribe(accountId: string, id: string): Promise<boolean> {
      return UUID.test(id) && repo.deleteOwn(db, accountId, id);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
