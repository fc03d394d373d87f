import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { PushTransport } from '#api/modules/mail/index.js';
import { createApnsClient } from './apns.js';
import type { WalletCredentials } from './credentials.js';
import { createGoogleWalletClient, type GenericObject } from './google-wallet.js';
import * as repo from './repository.js';

/** An outbox row's recipient: an APNs push to one device's token, or a PATCH of one Google object. */
export const apnsRecipient = (pushToken: string) => `apns:${pushToken}`;
export const googleRecipient = (serial: string) => `google:${serial}`;

/** The outbox's `wallet` transport (decision 022); a Google PATCH sends the object as it is when it leaves. */
export function createWalletUpdates(deps: {
  db: Database;
  clock: Clock;
  credentials: WalletCredentials;
  googleObjectOf(serial: string): Promise<GenericObject | undefined>;
}): PushTransport & { close(): void } {
  const { db, clock, credentials } = deps;
  const apns = credentials.apple ? createApnsClient(credentials.apple, clock) : undefined;
  const google = credentials.google ? createGoogleWalletClient(credentials.google, clock) : undefined;
  return {
    async send(recipient) {
      const [kind, id = ''] = recipient.split(/:(.*)/s);
      if (kind === 'apns') {
        if (!apns) throw new Error('Apple Wallet is not configured');
        if ((await apns.send(id)) === 'gone') await repo.forgetPushToken(db, id);
        return;
      }
      if (kind === 'google') {
        if (!google) throw new Error('Google Wallet is not configured');
        const object = await deps.googleObjectOf(id);
        // Nobody saved it (404), or the pass is gone: nothing to tell.
        if (object) await google.patchObject(object);
        return;
      }
      throw new Error('unknown wallet update');
    },
    close() {
      apns?.close();
    },
  };
}
