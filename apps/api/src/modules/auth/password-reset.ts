import {
  webPaths,
  type PasswordResetBody,
  type PasswordResetResponse,
  type RequestOtpResponse,
} from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { confirmAccount, findAccountByEmail, findAccountById } from '#api/modules/accounts/index.js';
import { passwordChangedMessage } from '#api/modules/mail/index.js';
import { OTP_RESEND_INTERVAL_MS } from '#api/modules/one-time-codes/index.js';
import type { IssueCode } from './code-mail.js';
import { confirmAddress } from './confirm-address.js';
import type { AuthDeps } from './deps.js';
import { MESSAGES } from './messages.js';
import * as repo from './repository.js';

export function passwordReset(
  { db, clock, codes, outbox, publicUrl, sessionsEnded, passwords }: AuthDeps,
  issueCode: IssueCode,
) {
  return {
    /** 'Esqueci minha senha': the same answer and work for every address; only an account's gets a mail. */
    async requestPasswordReset(email: string): Promise<RequestOtpResponse> {
      await db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        await issueCode(tx, email, account, 'password-reset');
      });
      return { message: MESSAGES.resetRequested, resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
    },

    /** A right code sets the password, ends every session and tells the owner (docs/security.md, 'Password reset'). */
    async resetPassword({ email, code, password }: PasswordResetBody): Promise<PasswordResetResponse> {
      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      const resetFor = await db.transaction(async (tx) => {
        const redeemed = await codes.redeem(tx, { identifier: email, code, purposes: ['password-reset'] });
        const account = redeemed?.accountId ? await findAccountById(tx, redeemed.accountId) : undefined;
        if (!account) return false;
        if (account.confirmedAt === null) await confirmAddress(tx, account.id, { now, passwordHash, byOwner: true });
        else await confirmAccount(tx, account.id, { confirmedAt: account.confirmedAt, passwordHash });
        await repo.revokeAllSessions(tx, account.id, now);
        await repo.clearPasswordFailures(tx, email);
        const link = `${publicUrl}${webPaths.forgotPassword}`;
        const firstName = account.confirmedAt ? account.firstName : '';
        await outbox.enqueue(tx, passwordChangedMessage(email, firstName, link));
        return account.id;
      });
      if (!resetFor) throw new HttpError(401, MESSAGES.invalidCode);
      sessionsEnded(resetFor);
      return { message: MESSAGES.passwordChanged };
    },
  };
}
