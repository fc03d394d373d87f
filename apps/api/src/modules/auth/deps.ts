import type { Redis } from 'ioredis';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import type { AccessTokens } from './access-tokens.js';
import type { Passwords } from './passwords.js';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  accessTokens: AccessTokens;
  outbox: Outbox;
  /** Password hashing at the configured cost (PASSWORD_HASH_COST). */
  passwords: Passwords;
  /** The web app's origin, for the links in mail. */
  publicUrl: string;
  /** Called once a write that ended sign-ins of the account has committed (ended-sessions.ts). */
  sessionsEnded(accountId: string): void;
  /** Where passkey challenges wait for their answer (REDIS_URL); without it, in the database. */
  redis?: Redis;
  redisKeyPrefix?: string;
  /** The staff module's say on passkeys (modules.ts hands it in; auth imports no staff code). */
  passkeyHooks?: PasskeyHooks;
}

/** What the staff side needs to hear of passkeys: staff passkeys open /Operador, code sessions do not (#66). */
export interface PasskeyHooks {
  /** Why this session may not register a passkey for the account, or undefined when it may. */
  registrationRefusal(accountId: string, sessionId: string | undefined): Promise<string | undefined>;
  /** In the registration's transaction. */
  registered(tx: Executor, accountId: string, passkeyId: string): Promise<void>;
  /** In the passkey sign-in's transaction; `sessionId` is the new refresh-token family. */
  signedIn(tx: Executor, sign: { accountId: string; passkeyId: string; sessionId: string }): Promise<void>;
}
