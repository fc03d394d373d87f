import type { CoverageRules } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The version in force at `at`, recorded on a subscription when it is paid (null before version 1 exists). */
export const versionInForce = async (db: Executor, at: Date) => (await repo.findInForce(db, at))?.number ?? null;

/**
 * Reads the rules a coverage was sold with under a version (undefined when that version did not sell it),
 * keeping each one found: a published version never changes, and the document is read whole otherwise.
 */
export function soldRulesReader() {
  const kept = new Map<string, CoverageRules>();
  return async (db: Executor, version: number, coverageId: string) => {
    const key = `${version}:${coverageId}`;
    const found = kept.get(key) ?? (await repo.coverageRulesIn(db, version, coverageId)) ?? undefined;
    if (found) kept.set(key, found);
    return found;
  };
}
