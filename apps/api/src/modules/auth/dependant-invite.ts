import { FAMILY_MESSAGES, type AcceptDependantInvite, type AuthSession } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountByEmail, insertConfirmedAccount } from '#api/modules/accounts/index.js';
import { claimInvitation, inviteIdentifier } from '#api/modules/membership/index.js';
import { createProfile } from '#api/modules/subscriber/index.js';
import type { AuthDeps } from './deps.js';
import type { Sessions } from './sessions.js';

/** An invited dependant's mailed code proves the address: a confirmed account (code sign-in only), signed in. */
export function dependantInvite({ db, clock, codes }: AuthDeps, sessions: Sessions) {
  return {
    async acceptDependantInvite(
      { email, code }: AcceptDependantInvite,
      userAgent: string | undefined,
    ): Promise<AuthSession> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const redeemed = await codes.redeem(tx, {
          identifier: inviteIdentifier(email),
          code,
          purposes: ['dependant-invite'],
        });
        if (!redeemed) return 'invalid' as const;
        // Someone took the address since the invitation: it signs in as itself, never as the dependant.
        if (await findAccountByEmail(tx, email)) return 'taken' as const;
        let account: Awaited<ReturnType<typeof insertConfirmedAccount>> | undefined;
        const claimed = await claimInvitation(tx, email, async (dependant) => {
          const [firstName = '', ...rest] = dependant.name.trim().split(/\s+/);
          account = await insertConfirmedAccount(tx, { email, firstName, lastName: rest.join(' '), at: now });
          await createProfile(tx, account.id, dependant.name.trim());
          return account.id;
        });
        if (!claimed || !account) return 'invalid' as const;
        return sessions.start(tx, account, { userAgent });
      });
      if (outcome === 'invalid') throw new HttpError(401, FAMILY_MESSAGES.invalidInvite);
      if (outcome === 'taken') throw new HttpError(409, FAMILY_MESSAGES.emailTaken);
      return outcome;
    },
  };
}
