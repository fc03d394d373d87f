import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The version in force at `at`, recorded on a subscription when it is paid (null before version 1 exists). */
export const versionInForce = async (db: Executor, at: Date) => (await repo.findInForce(db, at))?.number ?? null;

/** The rules `coverageId` was sold with under `version`; undefined when that version did not sell it. */
export const rulesSoldUnder = (db: Executor, version: number, coverageId: string) =>
  repo.coverageRulesIn(db, version, coverageId);
