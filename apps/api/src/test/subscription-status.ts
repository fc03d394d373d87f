import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { subscriptions } from '#api/db/schema/subscriptions.js';
import { revokeCards } from '#api/modules/membership/index.js';

const ENDS_CARDS: ReadonlySet<SubscriptionStatus> = new Set(['suspensa', 'cancelada']);

/** Tests only: puts the subscription in `status` at once; suspending or cancelling revokes its cards (dependants' too) at `at`. */
export async function setSubscriptionStatus(
  db: Executor,
  accountId: string,
  status: SubscriptionStatus,
  at: Date,
): Promise<void> {
  await db.update(subscriptions).set({ status }).where(eq(subscriptions.accountId, accountId));
  if (ENDS_CARDS.has(status)) await revokeCards(db, [accountId], at);
}
