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
 * Whether an access token's sign-in (`sid`) has ended; the ending process refuses it at once (`forgetAccount`),
 * others within SESSION_RECHECK_MS (docs/security.md). Only live answers are remembered.
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

    /** After a committed ending: forgets the account's remembered sign-ins, so the next request asks the database. */
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
