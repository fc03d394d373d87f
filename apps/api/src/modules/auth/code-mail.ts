import { webPaths } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import type { AccountRow } from '#api/modules/accounts/index.js';
import {
  noAccountMessage,
  passwordResetCodeMessage,
  signInCodeMessage,
  signUpCodeMessage,
} from '#api/modules/mail/index.js';
import type { CodePurpose } from '#api/modules/one-time-codes/index.js';
import type { AuthDeps } from './deps.js';

/** Issues the address's one live code (within the resend limits) and queues its mail. */
export function createCodeMail({ codes, outbox, publicUrl }: Pick<AuthDeps, 'codes' | 'outbox' | 'publicUrl'>) {
  return async function issueCode(
    tx: Executor,
    identifier: string,
    account: AccountRow | undefined,
    purpose: CodePurpose,
  ): Promise<void> {
    const code = await codes.issue(tx, { identifier, purpose, accountId: account?.id ?? null });
    // A reset asked for an address without an account mails nothing (the answer is the same).
    if (!account && purpose === 'password-reset') return;
    // A pending sign-up's name is a stranger's text until the mailbox is proved: never in mail to it.
    const firstName = account?.confirmedAt ? account.firstName : '';
    // The mail follows the account's state: a sign-up's resend to a confirmed address is a sign-in code.
    const message = !account
      ? noAccountMessage(identifier, `${publicUrl}${webPaths.signUp}`)
      : purpose === 'sign-up' && !account.confirmedAt
        ? signUpCodeMessage(identifier, code)
        : purpose === 'password-reset'
          ? passwordResetCodeMessage(identifier, firstName, code)
          : signInCodeMessage(identifier, firstName, code);
    await outbox.enqueue(tx, message);
  };
}

export type IssueCode = ReturnType<typeof createCodeMail>;
