import { KEPT_AFTER_DELETION, type DeletedAccount } from '@game-assist/contracts';
import { anonymiseAccount, findAccountById } from '#api/modules/accounts/index.js';
import { eraseSessions } from '#api/modules/auth/index.js';
import { deleteConsentsOf } from '#api/modules/consents/index.js';
import { accountDeletedMessage, forgetMailTo } from '#api/modules/mail/index.js';
import { deleteNotificationsOf } from '#api/modules/notifications/index.js';
import { deleteCodesOf } from '#api/modules/one-time-codes/index.js';
import { closeChargesForDeletion } from '#api/modules/payments/index.js';
import { forgetPushDevices } from '#api/modules/push/index.js';
import { closeRequestsForDeletion } from '#api/modules/service-requests/index.js';
import { deleteProfile } from '#api/modules/subscriber/index.js';
import type { PrivacyDeps } from './deps.js';

export type DeletionOutcome = { deleted: DeletedAccount } | { refused: 'gone' | 'bad-code' };

/**
 * One transaction: the code is redeemed (a wrong one still spends its try), open charges and
 * requests are closed, the subscription ends, and each module erases or anonymises its rows.
 */
export function accountDeletion({ db, clock, codes, outbox, cancelSubscription, forget }: PrivacyDeps) {
  return async function deleteAccount(accountId: string, code: string): Promise<DeletionOutcome> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<DeletionOutcome> => {
      const account = await findAccountById(tx, accountId);
      if (!account || account.deletedAt) return { refused: 'gone' };
      const redeemed = await codes.redeem(tx, {
        identifier: account.email,
        code,
        purposes: ['account-deletion'],
      });
      if (!redeemed || redeemed.accountId !== accountId) return { refused: 'bad-code' };
      const charges = await closeChargesForDeletion(tx, accountId, now);
      const serviceRequests = await closeRequestsForDeletion(tx, accountId, now);
      await cancelSubscription(tx, accountId, now);
      await eraseSessions(tx, accountId, account.email);
      await deleteCodesOf(tx, accountId, account.email);
      await deleteNotificationsOf(tx, accountId);
      await forgetPushDevices(tx, accountId);
      await deleteConsentsOf(tx, accountId);
      await deleteProfile(tx, accountId);
      await forgetMailTo(tx, account.email);
      await anonymiseAccount(tx, accountId, now);
      await outbox.enqueue(tx, accountDeletedMessage(account.email, KEPT_AFTER_DELETION));
      return {
        deleted: {
          message: 'Sua conta foi excluída.',
          kept: [...KEPT_AFTER_DELETION],
          closed: { charges, serviceRequests },
        },
      };
    });
    if ('deleted' in outcome) forget(accountId);
    return outcome;
  };
}
