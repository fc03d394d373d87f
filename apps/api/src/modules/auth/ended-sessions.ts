import { LRUCache } from 'lru-cache';
import type { Executor } from '#api/db/client.js';
import { cacheTimeFrom, cacheTtl, type Clock } from '#api/lib/clock.js';
import * as repo from './repository.js';

/** How long a process takes a sign-in it found live at its word before asking the database again. */
export const SESSION_RECHECK_MS = 30_000;
/** Live sign-ins remembered per process; past this the oldest is dropped (and simply asked about again). */
const LIVE_SESSIONS_REMEMBERED = 10_000;

/**
 * Whether the sign-in an access token was issued with (its `sid`, a refresh-token family) has
 * ended: signed out, ended from another device, its account's sessions ended by a password reset
 * or a deletion, or revoked for a replayed refresh token. Its access token is then refused within
 * SESSION_RECHECK_MS in every process, not only once its 15 minutes run out (docs/security.md).
 * Only live answers are remembered, so an ended sign-in never comes back.
 */
export function createEndedSessions(db: Executor, clock: Clock) {
  const live = new LRUCache<string, true>({
    max: LIVE_SESSIONS_REMEMBERED,
    ttl: cacheTtl(SESSION_RECHECK_MS),
    ...cacheTimeFrom(clock),
  });
  // A screen's reads arrive together: one question to the database for all of them.
  const asking = new Map<string, Promise<boolean>>();
  return async function sessionEnded(sessionId: string): Promise<boolean> {
    if (live.get(sessionId)) return false;
    let question = asking.get(sessionId);
    if (!question) {
      question = repo.familyIsLive(db, sessionId, clock.now()).finally(() => asking.delete(sessionId));
      asking.set(sessionId, question);
    }
    const isLive = await question;
    if (isLive) live.set(sessionId, true);
    return !isLive;
  };
}

export type SessionEnded = ReturnType<typeof createEndedSessions>;
