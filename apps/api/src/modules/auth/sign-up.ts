import { randomUUID } from 'node:crypto';
import { webPaths, type AuthSession, type SignupBody } from '@game-assist/contracts';
import * as accounts from '#api/modules/accounts/index.js';
import { signUpAttemptMessage } from '#api/modules/mail/index.js';
import { createProfile, resetProfile } from '#api/modules/subscriber/index.js';
import type { IssueCode } from './code-mail.js';
import type { AuthDeps } from './deps.js';
import type { Sessions } from './sessions.js';

/** A sign-up nobody confirmed is deleted after this. */
export const PENDING_SIGN_UP_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export function signUp(
  { db, clock, codes, outbox, publicUrl, passwords }: AuthDeps,
  sessions: Sessions,
  issueCode: IssueCode,
) {
  return {
    /** A pending sign-up, or for a confirmed address a notice to its owner: one answer (docs/security.md). */
    async signup(body: SignupBody): Promise<AuthSession> {
      const passwordHash = await passwords.hash(body.password);
      const result = await db.transaction(async (tx) => {
        const now = clock.now();
        // First: the identifier's lock also keeps two sign-ups for a new address from both inserting it.
        await codes.throttle(tx, body.email, 'sign-up');
        const existing = await accounts.lockAccountByEmail(tx, body.email);
        if (existing?.confirmedAt) {
          // Counted as the other branch's code is: the same 429s, and at most five mails an hour.
          await codes.record(tx, { identifier: body.email, purpose: 'sign-up' });
          await outbox.enqueue(
            tx,
            signUpAttemptMessage(body.email, existing.firstName, `${publicUrl}${webPaths.signIn}`),
          );
          // The same shape as a new sign-up's, for an account that is not this person's.
          return { ...existing, id: randomUUID(), firstName: body.firstName, lastName: body.lastName };
        }
        const values = {
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: now,
          signupAffiliateCode: body.affiliateCode ?? null,
        };
        const nome = `${body.firstName} ${body.lastName}`;
        let account;
        if (existing) {
          account = await accounts.replacePendingAccount(tx, existing.id, values);
          await resetProfile(tx, account.id, nome, now);
        } else {
          account = await accounts.insertAccount(tx, { email: body.email, ...values });
          await createProfile(tx, account.id, nome);
        }
        await issueCode(tx, body.email, account, 'sign-up');
        return account;
      });
      return sessions.pending(result);
    },

    /** Deletes sign-ups nobody confirmed within PENDING_SIGN_UP_LIFETIME_MS; how many went. */
    purgePendingSignUps: () =>
      accounts.deletePendingAccountsBefore(db, new Date(clock.now().getTime() - PENDING_SIGN_UP_LIFETIME_MS)),
  };
}
