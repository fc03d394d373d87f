import type { Executor } from '#api/db/client.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import type { Outbox } from '#api/modules/mail/index.js';
import { readSubscription } from '#api/modules/subscriptions/index.js';
import { pixCodeMessage, receiptMessage } from './messages.js';
import * as repo from './repository.js';

// The central mails a receipt or a PIX code again (#67), in the caller's transaction (its audit entry's).

/** The account's last paid charge's receipt, queued again; undefined when nothing was paid (or no account). */
export async function resendReceipt(tx: Executor, outbox: Outbox, accountId: string) {
  const paid = await repo.lastPaid(tx, accountId);
  const account = await findAccountById(tx, accountId);
  if (!paid?.paidAt || !account) return undefined;
  const subscription = await readSubscription(tx, accountId);
  const paidUntil = subscription?.status === 'ativa' ? subscription.paidUntil : null;
  await outbox.enqueue(
    tx,
    receiptMessage(account.email, account.firstName, { ...paid, paidAt: paid.paidAt }, paidUntil),
  );
  return { chargeId: paid.id, email: account.email };
}

/** The account's pending PIX code still payable at `now`, queued again; undefined when there is none. */
export async function resendPixCode(tx: Executor, outbox: Outbox, accountId: string, now: Date, publicUrl: string) {
  const pending = await repo.payablePix(tx, accountId, now);
  const account = await findAccountById(tx, accountId);
  if (!pending || !account) return undefined;
  await outbox.enqueue(tx, pixCodeMessage(account.email, account.firstName, pending, publicUrl));
  return { chargeId: pending.id, email: account.email };
}
