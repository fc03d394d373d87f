import { createCodeMail } from './code-mail.js';
import { dependantInvite } from './dependant-invite.js';
import { codeSignIn } from './code-sign-in.js';
import type { AuthDeps } from './deps.js';
import { passwordLogin } from './password-login.js';
import { databasePasskeyChallenges, redisPasskeyChallenges } from './passkey-challenges.js';
import { passkeySignIn } from './passkeys.js';
import { passwordReset } from './password-reset.js';
import { createSessions } from './sessions.js';
import { signUp } from './sign-up.js';

export type { AuthDeps as AuthServiceDeps } from './deps.js';
export { MESSAGES } from './messages.js';

/** The sign-in rules, one use case per file. */
export function createAuthService(deps: AuthDeps) {
  const sessions = createSessions(deps);
  const issueCode = createCodeMail(deps);
  const { purgePendingSignUps, ...signUpCases } = signUp(deps, sessions, issueCode);
  const { purgeStaleFailures, ...loginCases } = passwordLogin(deps, sessions);
  return {
    ...codeSignIn(deps, sessions, issueCode),
    ...signUpCases,
    ...loginCases,
    ...passwordReset(deps, issueCode),
    ...dependantInvite(deps, sessions),
    ...passkeySignIn(
      deps,
      sessions,
      deps.redis
        ? redisPasskeyChallenges(
            deps.redis,
            deps.redisKeyPrefix ?? '',
            deps.clock,
            databasePasskeyChallenges(deps.db, deps.clock),
          )
        : databasePasskeyChallenges(deps.db, deps.clock),
    ),
    refresh: sessions.refresh,
    logout: sessions.logout,

    /** Deletes sign-ups nobody confirmed in time, and stale password-failure counts; how many sign-ups went. */
    async purgeStale(): Promise<number> {
      const removed = await purgePendingSignUps();
      await purgeStaleFailures();
      return removed;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
