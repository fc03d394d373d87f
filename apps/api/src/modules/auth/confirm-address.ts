import type { Executor } from '#api/db/client.js';
import { confirmAccount } from '#api/modules/accounts/index.js';
import { startSubscription } from '#api/modules/membership/index.js';
import * as repo from './repository.js';

/**
 * A pending account's mailbox was proved: confirmed (null `passwordHash`: none), its sessions and
 * any passkey made before the proof end (whoever signed up first has nothing left), it subscribes.
 */
export async function confirmAddress(
  tx: Executor,
  accountId: string,
  { now, passwordHash }: { now: Date; passwordHash?: string | null },
): Promise<void> {
  await confirmAccount(tx, accountId, { confirmedAt: now, ...(passwordHash !== undefined ? { passwordHash } : {}) });
  await repo.revokeAllSessions(tx, accountId, now);
  await repo.deleteAllPasskeys(tx, accountId);
  await startSubscription(tx, accountId, now);
}
