import type { PhoneCodeResponse, Subscriber, SubscriberPatch } from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import type { SmsSender } from '#api/lib/sms/sms-sender.js';
import { setAccountName } from '#api/modules/accounts/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import { createPhoneVerification } from './phone-verification.js';
import * as repo from './repository.js';
import { createSubscriberCache } from './subscriber-cache.js';

const GONE = 'Sessão inválida ou expirada. Entre novamente.';

export interface SubscriberDeps {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  /** Sends phone verification codes; none: phone verification is not offered. */
  sms: SmsSender | undefined;
  /** For a dependant's sign-in, the titular whose plan they are on (membership knows); else null. */
  titularOf(db: Executor, accountId: string): Promise<Subscriber['titular']>;
}

/** The signed-in subscriber's own profile; a missing one is a 401 (a valid token for a gone account is no session). */
export function createSubscriberService({ db, clock, codes, sms, titularOf }: SubscriberDeps) {
  async function read(executor: Executor, accountId: string): Promise<Subscriber | undefined> {
    const row = await repo.findSubscriber(executor, accountId);
    return row && { ...row, titular: await titularOf(executor, accountId) };
  }
  // A titular's new name reaches their dependants' cached copies within the TTL (ADR 003).
  const cache = createSubscriberCache({ read: (accountId) => read(db, accountId), clock });
  const phone = createPhoneVerification({ db, clock, codes, sms });

  return {
    /** The profile as the JSON bytes `subscriberSchema` makes of it, from the per-account cache. */
    async serialized(accountId: string): Promise<string> {
      const body = await cache.get(accountId);
      if (body === undefined) throw new HttpError(401, GONE);
      return body;
    },

    async update(accountId: string, patch: SubscriberPatch): Promise<Subscriber> {
      let subscriber;
      try {
        subscriber = await db.transaction(async (tx) => {
          if (!(await repo.updateSubscriber(tx, accountId, patch, clock.now()))) return undefined;
          // One name: the card, the session's user and the mails' greeting all follow the profile's.
          if (patch.nome !== undefined) await setAccountName(tx, accountId, patch.nome);
          return read(tx, accountId);
        });
      } finally {
        // After the commit (or rollback): drops the cached copy and any read still in flight.
        cache.invalidate(accountId);
      }
      if (!subscriber) throw new HttpError(401, GONE);
      return subscriber;
    },

    /** After the account's deletion commits: no copy of the profile outlives it in this process. */
    forget: (accountId: string) => cache.invalidate(accountId),

    sendPhoneCode: (accountId: string): Promise<PhoneCodeResponse> => phone.sendCode(accountId),

    /** A right code marks the stored phone verified; the answer is the profile that says so. */
    async verifyPhone(accountId: string, otp: string): Promise<Subscriber> {
      await phone.verify(accountId, otp);
      cache.invalidate(accountId);
      const subscriber = await read(db, accountId);
      if (!subscriber) throw new HttpError(401, GONE);
      return subscriber;
    },
  };
}

export type SubscriberService = ReturnType<typeof createSubscriberService>;
