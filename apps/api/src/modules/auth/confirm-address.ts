import type { Executor } from '#api/db/client.js';
import { confirmAccount, discardSignUpDetails } from '#api/modules/accounts/index.js';
import { startSubscription } from '#api/modules/membership/index.js';
import { resetProfile } from '#api/modules/subscriber/index.js';
import * as repo from './repository.js';

/**
 * A pending account's mailbox proved: confirmed (no password), its sessions and passkeys end, it subscribes;
 * proved by anything but the sign-up's own code, the sign-up's details go too (docs/security.md, 'the true owner').
 */
export async function confirmAddress(
  tx: Executor,
  accountId: string,
  { now, passwordHash, byOwner }: { now: Date; passwordHash?: string | null; byOwner: boolean },
): Promise<void> {
  await confirmAccount(tx, accountId, { confirmedAt: now, ...(passwordHash !== undefined ? { passwordHash } : {}) });
  if (byOwner) {
    await discardSignUpDetails(tx, accountId);
    await resetProfile(tx, accountId, '', now);
  }
  await repo.revokeAllSessions(tx, accountId, now);
  // Nothing made before the proof survives it: a stranger's passkey goes with the sessions.
  await repo.deleteAllPasskeys(tx, accountId);
  await startSubscription(tx, accountId, now);
}
