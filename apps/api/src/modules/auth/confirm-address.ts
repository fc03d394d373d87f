import type { Executor } from '#api/db/client.js';
import { confirmAccount } from '#api/modules/accounts/index.js';
import { startSubscription } from '#api/modules/membership/index.js';
import * as repo from './repository.js';

/**
 * A right code proved the mailbox of a pending account: it is confirmed (keeping its password,
 * or with `passwordHash`, null discarding it), every session it opened ends, and its
 * subscription starts.
 */
export async function confirmAddress(
  tx: Executor,
  accountId: string,
  { now, passwordHash }: { now: Date; passwordHash?: string | null },
): Promise<void> {
  await confirmAccount(tx, accountId, { confirmedAt: now, ...(passwordHash !== undefined ? { passwordHash } : {}) });
  await repo.revokeAllSessions(tx, accountId, now);
  await startSubscription(tx, accountId, now);
}
