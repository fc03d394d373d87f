import type { AuthSession, RequestOtpResponse, VerifyOtpBody } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountByEmail, findAccountById } from '#api/modules/accounts/index.js';
import { OTP_RESEND_INTERVAL_MS, type CodePurpose } from '#api/modules/one-time-codes/index.js';
import type { IssueCode } from './code-mail.js';
import { confirmAddress } from './confirm-address.js';
import type { AuthDeps } from './deps.js';
import { MESSAGES } from './messages.js';
import type { Sessions } from './sessions.js';

/** Signing in with a code e-mailed to the address (also the sign-up's confirmation). */
export function codeSignIn({ db, clock, codes, sessionsEnded }: AuthDeps, sessions: Sessions, issueCode: IssueCode) {
  return {
    /**
     * Same answer and work for every address (docs/security.md, 'Enumeration'): the code is kept under the purpose
     * asked whatever the account's state, so either purpose meets the same throttle; `sign-up` resends a pending
     * one's confirmation (code-mail.ts).
     */
    async requestOtp(identifier: string, purpose: CodePurpose = 'sign-in'): Promise<RequestOtpResponse> {
      await db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, identifier);
        await issueCode(tx, identifier, account, purpose);
      });
      return { message: MESSAGES.codeRequested, resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
    },

    /** Every failure alike; a right code into a pending account confirms it (docs/security.md, 'true owner'). */
    async verifyOtp({ identifier, otp }: VerifyOtpBody, userAgent: string | undefined): Promise<AuthSession> {
      const now = clock.now();
      let confirmed: string | undefined;
      const session = await db.transaction(async (tx) => {
        // A reset code sets a password (resetPassword); it signs nobody in.
        const redeemed = await codes.redeem(tx, { identifier, code: otp, purposes: ['sign-in', 'sign-up'] });
        const account = redeemed?.accountId ? await findAccountById(tx, redeemed.accountId) : undefined;
        if (!redeemed || !account) return null;
        if (account.confirmedAt !== null) return sessions.start(tx, account, { userAgent });
        const signUpCode = redeemed.purpose === 'sign-up';
        await confirmAddress(tx, account.id, {
          now,
          byOwner: !signUpCode,
          ...(signUpCode ? {} : { passwordHash: null }),
        });
        confirmed = account.id;
        const owner = await findAccountById(tx, account.id);
        return owner ? sessions.start(tx, owner, { userAgent }) : null;
      });
      // The confirmation ended the pending account's earlier sign-ins.
      if (confirmed) sessionsEnded(confirmed);
      if (!session) throw new HttpError(401, MESSAGES.invalidCode);
      return session;
    },
  };
}
