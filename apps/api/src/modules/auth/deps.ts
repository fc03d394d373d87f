import type { Redis } from 'ioredis';
import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import type { AccessTokens } from './access-tokens.js';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  accessTokens: AccessTokens;
  outbox: Outbox;
  /** The web app's origin, for the links in mail. */
  publicUrl: string;
  /** Called once a write that ended sign-ins of the account has committed (ended-sessions.ts). */
  sessionsEnded(accountId: string): void;
  /** Where passkey challenges wait for their answer (REDIS_URL); without it, in the database. */
  redis?: Redis;
  redisKeyPrefix?: string;
}
