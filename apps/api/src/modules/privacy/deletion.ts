import { KEPT_AFTER_DELETION, type DeletedAccount } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { anonymiseAccount, findAccountById } from '#api/modules/accounts/index.js';
import { forgetAffiliateAccount } from '#api/modules/affiliate-portal/index.js';
import { eraseSessions } from '#api/modules/auth/index.js';
import { eraseConsents } from '#api/modules/consents/index.js';
import { accountDeletedMessage, forgetMailTo } from '#api/modules/mail/index.js';
import { eraseDependants, forgetDependantSignIn, personOf } from '#api/modules/membership/index.js';
import { eraseNotifications } from '#api/modules/notifications/index.js';
import { closeChargesForDeletion } from '#api/modules/payments/index.js';
import { forgetPushDevices } from '#api/modules/push/index.js';
import { closeRequestsForDeletion, eraseDependantWritings } from '#api/modules/service-requests/index.js';
import { eraseProfile } from '#api/modules/subscriber/index.js';
import { eraseCancellationReasons } from '#api/modules/subscriptions/index.js';
import { eraseWalletFaces } from '#api/modules/wallet/index.js';
import type { PrivacyDeps } from './deps.js';
import { BAD_CODE, GONE } from './messages.js';

/** The dependants' sign-ins that ended with the titular's deletion, told after the commit. */
type Closed = { deleted: DeletedAccount; dependantSignIns: string[] };

/** One transaction: code redeemed, open charges and requests closed, subscription ended, each module's rows erased. */
export function accountDeletion({ db, clock, codes, outbox, cancellation, forget, sessionsEnded }: PrivacyDeps) {
  return async function deleteAccount(accountId: string, code: string): Promise<DeletedAccount> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx): Promise<Closed | 'bad-code'> => {
      const account = await findAccountById(tx, accountId);
      if (!account || account.deletedAt) throw new HttpError(401, GONE);
      const redeemed = await codes.redeem(tx, {
        identifier: account.email,
        code,
        purposes: ['account-deletion'],
      });
      // Refused after the commit, which keeps the wrong try counted against the code.
      if (!redeemed || redeemed.accountId !== accountId) return 'bad-code';
      // The cancellation first: a refund due takes the payer's CPF as its PIX key before the charges lose it.
      const cancelled = await cancellation.cancelForDeletion(tx, accountId, now);
      const charges = cancelled.cancelledCharges + (await closeChargesForDeletion(tx, accountId, now));
      const serviceRequests = await closeRequestsForDeletion(tx, accountId, now);
      await eraseCancellationReasons(tx, accountId);
      // The titular's dependants go with the subscription (cards revoked, sign-ins deleted); a
      // dependant deleting their own sign-in keeps their place on it.
      const dependantSignIns = await eraseDependants(tx, accountId, now);
      const person = await personOf(tx, accountId);
      if (person?.kind === 'dependente') await eraseDependantWritings(tx, { ...person, accountId });
      await forgetDependantSignIn(tx, accountId);
      await eraseSessions(tx, accountId, account.email);
      await codes.eraseFor(tx, accountId, account.email);
      await eraseNotifications(tx, accountId);
      await forgetPushDevices(tx, accountId);
      // The passes stay, without name or card: the sync voids them on the devices that keep them.
      await eraseWalletFaces(tx, accountId);
      await eraseConsents(tx, accountId);
      await forgetAffiliateAccount(tx, accountId);
      await eraseProfile(tx, accountId);
      await forgetMailTo(tx, account.email);
      await anonymiseAccount(tx, accountId, now);
      const refund = cancelled.refundDue;
      await outbox.enqueue(tx, accountDeletedMessage(account.email, KEPT_AFTER_DELETION, refund));
      return {
        deleted: {
          message: 'Sua conta foi excluída.',
          kept: [...KEPT_AFTER_DELETION],
          closed: { charges, serviceRequests },
          refund,
        },
        dependantSignIns,
      };
    });
    if (outcome === 'bad-code') throw new HttpError(400, BAD_CODE);
    forget(accountId);
    for (const signIn of [accountId, ...outcome.dependantSignIns]) sessionsEnded(signIn);
    if (outcome.deleted.refund) await cancellation.askProviderRefunds();
    return outcome.deleted;
  };
}
