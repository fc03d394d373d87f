import type { Executor } from '#api/db/client.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { affiliateLink } from '#api/modules/affiliates/index.js';
import { readPlan } from '#api/modules/offers/index.js';
import { createSubscription } from '#api/modules/subscriptions/index.js';
import { newMemberNumber } from './luhn.js';

/** The plan every subscription starts on unless its affiliate link names another. */
export const DEFAULT_PLAN_ID = 'plan-black';

/**
 * Starts the account's subscription, in the transaction that confirms its address (docs/product.md,
 * 'Membership'): on the plan of the affiliate link it signed up with, if still active, else the
 * default one. Does nothing when it has one already.
 */
export async function startSubscription(tx: Executor, accountId: string, now: Date): Promise<void> {
  const account = await findAccountById(tx, accountId);
  if (!account) return;
  const link = account.signupAffiliateCode ? await affiliateLink(tx, account.signupAffiliateCode) : undefined;
  const usable =
    link && link.status === 'active' && link.expirationDate >= now.toISOString().slice(0, 10) ? link : undefined;
  const planId = usable && (await readPlan(tx, usable.planId)) ? usable.planId : DEFAULT_PLAN_ID;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const outcome = await createSubscription(tx, {
      accountId,
      planId,
      memberNumber: newMemberNumber(),
      affiliateId: usable?.affiliateId ?? null,
      affiliateLinkCode: usable?.code ?? null,
      at: now,
    });
    if (outcome !== 'number-taken') return;
  }
  throw new Error('could not draw a free member number in 5 tries');
}
