import { LRUCache } from 'lru-cache';
import type { Executor } from '#api/db/client.js';
import { cacheTimeFrom, cacheTtl, type Clock } from '#api/lib/clock.js';
import * as repo from './repository.js';

/** How long a process takes a sign-in it found live at its word before asking the database again. */
export const SESSION_RECHECK_MS = 30_000;
/** Live sign-ins remembered per process; past this the oldest is dropped (and simply asked about again). */
const LIVE_SESSIONS_REMEMBERED = 10_000;

interface Question {
  accountId: string;
  answer: Promise<boolean>;
  /** Set when a sign-in of the account ended while the database was being asked: its answer is not kept. */
  outdated: boolean;
}

/**
 * Whether the sign-in an access token was issued with (its `sid`, a refresh-token family) has
 * ended: signed out, ended from another device, its account's sessions ended by a password reset
 * or a deletion, or revoked for a replayed refresh token. The process that ends it refuses its
 * access token at once (`forgetAccount`, called once the ending has committed); every other
 * process within SESSION_RECHECK_MS, not only once its 15 minutes run out (docs/security.md).
 * Only live answers are remembered, so an ended sign-in never comes back.
 */
export function createEndedSessions(db: Executor, clock: Clock) {
  const live = new LRUCache<string, string>({
    max: LIVE_SESSIONS_REMEMBERED,
    ttl: cacheTtl(SESSION_RECHECK_MS),
    ...cacheTimeFrom(clock),
  });
  // A screen's reads arrive together: one question to the database for all of them.
  const asking = new Map<string, Question>();

  return {
    async isEnded(accountId: string, sessionId: string): Promise<boolean> {
      if (live.get(sessionId) === accountId) return false;
      let question = asking.get(sessionId);
      if (!question || question.accountId !== accountId) {
        const asked: Question = {
          accountId,
          answer: repo.familyIsLive(db, sessionId, clock.now()).finally(() => {
            if (asking.get(sessionId) === asked) asking.delete(sessionId);
          }),
          outdated: false,
        };
        question = asked;
        asking.set(sessionId, question);
      }
      const isLive = await question.answer;
      if (isLive && !question.outdated) live.set(sessionId, accountId);
      return !isLive;
    },

    /**
     * Called after a write that ended sign-ins of the account has committed: this process forgets
     * every one of them it had found live, and any answer still on its way, so the next request asks
     * the database. Rare (a sign-out, a reset), so a pass over the remembered sign-ins is cheap enough.
     */
    forgetAccount(accountId: string): void {
      const remembered: string[] = [];
      live.forEach((account, sessionId) => {
        if (account === accountId) remembered.push(sessionId);
      });
      for (const sessionId of remembered) live.delete(sessionId);
      for (const [sessionId, question] of asking) {
        if (question.accountId !== accountId) continue;
        question.outdated = true;
        asking.delete(sessionId);
      }
    },
  };
}

export type EndedSessions = ReturnType<typeof createEndedSessions>;
